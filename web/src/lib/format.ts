import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from './i18n';

type Dateish = Date | string | number;
const toDate = (value: Dateish) => (value instanceof Date ? value : new Date(value));

/**
 * Numbers, rupees, dates and relative times for the current language (en-IN or hi-IN: lakh and
 * crore grouping in both). Relative times come from the catalog (common:time.*).
 */
export function useFormat() {
  const { t, i18n } = useTranslation('common');
  const locale = isLanguage(i18n.language) ? languages[i18n.language].locale : 'en-IN';
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    /** Whole rupees, as ₹5,00,000. */
    rupees: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value),
    percent: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    date: (value: Dateish, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }) =>
      new Intl.DateTimeFormat(locale, options).format(toDate(value)),
    time: (value: Dateish) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(toDate(value)),
    dateTime: (value: Dateish) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value)),
    /** 'Just now', '5m ago', '3h ago', '2d ago', then the date. */
    relative: (value: Dateish, now: number = Date.now()) => formatRelative(t, locale, toDate(value), now),
  };
}

type T = (key: string, options?: Record<string, unknown>) => string;

export function formatRelative(t: T, locale: string, date: Date, now: number): string {
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return t('time.justNow');
  if (minutes < 60) return t('time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('time.hoursAgo', { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return t('time.daysAgo', { count: days });
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
