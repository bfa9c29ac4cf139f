/** The bell's constants, without zod, so the header can use them without loading the contracts' validators. */
export const NotificationLimits = {
  /** The bell shows the latest 10 (§9). */
  listLimit: 10,
  /** Above this many unread the badge reads '9+'. */
  badgeMax: 9,
  /** An event reminder is sent this many hours before the event starts. */
  reminderHours: 24,
} as const;

/** The badge's text: the unread count, '9+' above 9, nothing at 0. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > NotificationLimits.badgeMax ? `${NotificationLimits.badgeMax}+` : String(unread);
}
