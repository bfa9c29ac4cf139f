/** Placeholder until its issue builds it. */
export function DailyQuestionCard(_props: { isSignedIn?: boolean }) {
  return null;
}
