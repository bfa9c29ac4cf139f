type T = (key: string, options?: Record<string, unknown>) => string;

/** The bell's times (community-admin §9): 'Just now', 'Nm ago', 'Nh ago', else 'Nd ago'. */
export function bellTime(t: T, createdAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return t('common:time.justNow');
  if (minutes < 60) return t('common:time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('common:time.hoursAgo', { count: hours });
  return t('common:time.daysAgo', { count: Math.floor(hours / 24) });
}
