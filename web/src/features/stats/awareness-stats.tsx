/** Placeholder until its issue builds it. */
export function AwarenessStats(_props: { isSignedIn?: boolean }) {
  return null;
}
