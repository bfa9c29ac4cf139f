import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown (a member's profile, issue 44):
 * `<meta name="robots" content="noindex">` in the head, taken away on leaving. The server sends
 * the same as an X-Robots-Tag header with the page's shell (server/app.ts).
 */
export function useRobotsNoindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
