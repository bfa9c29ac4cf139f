import type { Language } from '../../../contracts/enums.js';
import type { Notification } from '../../../contracts/notifications.js';
import { translator } from '../../platform/i18n.js';

/**
 * What an e-mail or a push shows of a notification, outside the app (issue 23): a lock screen or an
 * inbox may be read by someone else, so by default it says only that something is waiting ('You
 * have a new reply on Fortitude Network'), never what it is about. A member who chose to see
 * details gets the notification's own title and words. An anonymous author is never named either way:
 * the presented notification already says 'Someone (anonymous)'.
 */
export function deliveryText(
  notification: Pick<Notification, 'title' | 'message' | 'kind'>,
  opts: { language: Language; showDetails: boolean; siteName: string },
): { title: string; body: string } {
  if (opts.showDetails) return { title: notification.title, body: notification.message ?? '' };
  const t = translator(opts.language);
  const kind = notification.kind && notification.kind !== 'system' ? notification.kind : 'system';
  return {
    title: opts.siteName,
    body: t(`notifications:private.${kind}`, {
      site: opts.siteName,
      defaultValue: t('notifications:private.system', { site: opts.siteName }),
    }),
  };
}
