import { defineModule } from '../../platform/module.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';
export type { DigestSource, NotificationEmail } from './email/index.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationsDataRights } from './notifications.data-rights.js';
import { createPushService, schedulePushJob } from './push/push.service.js';
import { pushRoutes } from './push/push.routes.js';
import { pushDataRights } from './push/push.data-rights.js';
import { resolveVapidKeys } from './push/vapid.js';
import { createNotificationEmail, DIGEST_EVERY_MS, EMAIL_EVERY_MS, notificationEmailRoutes } from './email/index.js';
import type { NotificationEmail } from './email/index.js';

export type {
  DeliverySettings,
  NewNotification,
  NotificationRow,
  NotificationsService,
  NotificationTemplate,
} from './notifications.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    notifications: NotificationsService & { email: NotificationEmail };
  }
}

/**
 * The bell and the /notifications page: notifications stored per member, shown live over the
 * realtime channel, each kind on the channels the member chose (in the app, e-mail, push).
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  uses: ['accounts'],
  async register({ app, platform, use }) {
    platform.dataRights.register(notificationsDataRights(platform.db));
    const notifications = createNotificationsService({
      db: platform.db,
      realtime: platform.realtime,
    });
    await app.register(notificationsRoutes, { notifications });
    // Web Push (push/): the devices a member turned notifications on for, told of each notification.
    const accounts = use('accounts');
    const push = createPushService({
      db: platform.db,
      notifications,
      languageOf: (userId) => accounts.languageOf(userId),
      keys: resolveVapidKeys(platform.config.vapid, platform.config.dataDir),
      subject: platform.config.vapid.subject,
      siteName: platform.config.siteName,
      endpoints: platform.config.push,
      memberLimits: platform.memberLimits,
      log: platform.log,
    });
    app.addHook('onClose', async () => push.close());
    platform.dataRights.register(pushDataRights(platform.db));
    notifications.onNotified((row) => push.deliver(row));
    platform.onSessionEnded((ended) => push.sessionEnded(ended));
    schedulePushJob(platform.jobs, push);
    await app.register(pushRoutes, { push });
    // E-mail: what is unseen after its window goes in one e-mail per member; the weekly digest; one-click unsubscribe.
    const email = createNotificationEmail({
      siteName: platform.config.siteName,
      publicUrl: platform.config.publicUrl,
      db: platform.db,
      driver: platform.database.driver,
      mailer: platform.mailer,
      secret: platform.secret,
      accounts,
      present: notifications.present,
      log: platform.log,
    });
    platform.jobs.every({
      name: 'notification-email',
      everyMs: EMAIL_EVERY_MS,
      run: (now) => email.sendDue(now).then(() => {}),
    });
    platform.jobs.every({
      name: 'notification-digest',
      everyMs: DIGEST_EVERY_MS,
      run: (now) => email.sendDigests(now).then(() => {}),
    });
    await app.register(notificationEmailRoutes, { email });
    return Object.assign(notifications, { email });
  },
});
