/** Placeholder until its issue builds it. */
export function TermsPage() {
  return <div className="mx-auto max-w-3xl px-4 py-16"><h1 className="text-3xl font-semibold">Terms of Service</h1></div>;
}
