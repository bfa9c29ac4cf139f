import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { changeLanguage, currentLanguage, languages, type Language } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * English | हिन्दी. The choice is kept on this device, and in the member's account when signed in,
 * so Forti and e-mails use it too. Each name is written in its own language and script.
 */
/** `compact` (the desktop header): below 1536 px, where its one row is tight, no icon and only the other language. */
export function LanguageSwitch({
  className,
  tone = 'light',
  compact = false,
}: {
  className?: string;
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  const { user, refresh } = useSession();
  const active = currentLanguage();

  async function handleChoose(language: Language) {
    if (language === active) return;
    await changeLanguage(language);
    if (user) {
      // The device keeps the choice even if the account cannot be updated right now.
      await api('POST /api/auth/update-user', { body: { language } }).then(refresh, () => undefined);
    }
  }

  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex items-center gap-1', className)}>
      <Languages
        aria-hidden="true"
        className={cn('h-5 w-5', compact && 'hidden 2xl:block', tone === 'dark' ? 'text-primary-100' : 'text-muted')}
      />
      {(Object.keys(languages) as Language[]).map((language) => (
        <button
          key={language}
          type="button"
          lang={languages[language].locale}
          aria-pressed={language === active}
          // Compact, the chosen language is not seen below 1536 px: the keyboard passes it by too.
          tabIndex={compact && language === active ? -1 : undefined}
          onClick={() => void handleChoose(language)}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-base font-medium transition-colors md:min-h-9',
            // Compact: only the language one can switch to is seen until there is room for both; the current one stays
            // in the accessibility tree, so a screen reader still hears which is chosen.
            compact && language === active && 'max-2xl:sr-only',
            tone === 'dark'
              ? language === active
                ? 'bg-white/15 text-white'
                : 'text-primary-100 underline-offset-4 hover:text-white hover:underline'
              : language === active
                ? 'bg-primary-50 text-primary-800'
                : 'text-muted hover:bg-primary-50 hover:text-primary-800',
          )}
        >
          {languages[language].nativeName}
        </button>
      ))}
    </div>
  );
}
