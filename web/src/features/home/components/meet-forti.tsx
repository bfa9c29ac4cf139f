/** Placeholder until its issue builds it. */
export function MeetForti(_props: { isSignedIn?: boolean }) {
  return null;
}
