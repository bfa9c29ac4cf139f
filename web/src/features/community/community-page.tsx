/** Placeholder until its issue builds it. */
export function CommunityPage() {
  return <div className="mx-auto max-w-3xl px-4 py-16"><h1 className="text-3xl font-semibold">Community Hub</h1></div>;
}
