import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '@/lib/i18n';
import { choose, type Chosen } from '@/lib/bilingual';
import { cn } from '@/lib/cn';

/** The small mark beside words shown in the other language: "in English" or "हिन्दी में", in that language. */
export function LanguageMark({ lang, className }: { lang: Chosen['lang']; className?: string }) {
  return (
    <span
      lang={lang}
      className={cn(
        'ml-1.5 inline-block rounded bg-slate-100 px-1.5 align-middle text-xs font-normal text-slate-700',
        className,
      )}
    >
      {languages[lang].inLanguage}
    </span>
  );
}

/**
 * Text the site publishes, in the reader's language or the other one (decision 0076): its `lang`
 * set, and marked when it is not the reader's. `mark={false}` leaves the mark to a parent that
 * already shows it (a card's body beside its marked title).
 */
export function BilingualText({
  en,
  hi,
  chosen,
  as: Tag = 'span',
  className,
  mark = true,
  children,
}: {
  en?: string;
  hi?: string | null;
  chosen?: Chosen;
  as?: ElementType;
  className?: string;
  mark?: boolean;
  children?: (text: string) => ReactNode;
}) {
  // Subscribed to the language, so a switch re-renders the text in the new one.
  const { i18n } = useTranslation();
  const reader = isLanguage(i18n.language) ? i18n.language : 'en';
  const c = chosen ?? choose(en ?? '', hi, reader);
  const other = c.lang !== reader;
  return (
    <Tag lang={other ? c.lang : undefined} className={className}>
      {children ? children(c.text) : c.text}
      {other && mark ? <LanguageMark lang={c.lang} /> : null}
    </Tag>
  );
}

/** The editors' badge on an entry with no Hindi yet (decision 0076). */
export function HindiMissingBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
      {label}
    </span>
  );
}
