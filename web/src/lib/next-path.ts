/**
 * Where a member was going, carried through sign-up, sign-in, the e-mail confirmation and the
 * welcome (decision 0062): only a path of this site ("/chat", "/forum?role=caregiver"), never
 * another origin ("//evil.example", "https://…", "/\\evil"), never the sign-in or welcome pages
 * themselves. Anything else is home.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(path)) return '/';
  if (/^\/(auth|welcome)(?:[/?#]|$)/.test(path)) return '/';
  return path;
}

/** The welcome's address for a member going to `next`. */
export function welcomePath(next: string): string {
  const safe = safeNextPath(next);
  return safe === '/' ? '/welcome' : `/welcome?next=${encodeURIComponent(safe)}`;
}
