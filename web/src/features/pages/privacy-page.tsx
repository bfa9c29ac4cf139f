/** Placeholder until its issue builds it. */
export function PrivacyPage() {
  return <div className="mx-auto max-w-3xl px-4 py-16"><h1 className="text-3xl font-semibold">Privacy Policy</h1></div>;
}
