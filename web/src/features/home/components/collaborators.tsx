/** Placeholder until its issue builds it. */
export function Collaborators(_props: { isSignedIn?: boolean }) {
  return null;
}
