import { useEffect, useRef } from 'react';
import { changeLanguage, currentLanguage, isLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * A member's language is kept in their account, so it follows them to every device: once the
 * session is known, the page switches to it. (A visitor's choice is kept on the device.)
 */
export function LanguageSync() {
  const { user } = useSession();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const preferred = user?.language;
    if (!user || !isLanguage(preferred) || applied.current === `${user.id}:${preferred}`) return;
    applied.current = `${user.id}:${preferred}`;
    if (preferred !== currentLanguage()) void changeLanguage(preferred);
  }, [user]);
  return null;
}
