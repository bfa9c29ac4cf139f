type T = (key: string, options?: Record<string, unknown>) => string;

/** A bubble's time: the time alone today, with the day otherwise (en-IN or hi-IN). */
export function formatMessageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** A conversation's created date in the sidebar. */
export function formatConversationDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A file's size with the catalog's units (companion:fileSize): 512 B, 12 KB, 1.5 MB. */
export function formatFileSize(t: T, bytes: number, locale: string): string {
  if (bytes < 1024) return t('companion:fileSize.bytes', { size: new Intl.NumberFormat(locale).format(bytes) });
  if (bytes < 1024 * 1024)
    return t('companion:fileSize.kilobytes', { size: new Intl.NumberFormat(locale).format(Math.round(bytes / 1024)) });
  return t('companion:fileSize.megabytes', {
    size: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      bytes / (1024 * 1024),
    ),
  });
}
