import { defineModule } from '../../platform/module.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationsDataRights } from './notifications.data-rights.js';
import { createPushService, schedulePushJob } from './push/push.service.js';
import { pushRoutes } from './push/push.routes.js';
import { pushDataRights } from './push/push.data-rights.js';
import { resolveVapidKeys } from './push/vapid.js';

export type {
  NewNotification,
  NotificationRow,
  NotificationsService,
  NotificationTemplate,
} from './notifications.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    notifications: NotificationsService;
  }
}

/** The bell: notifications stored per member, pushed live over the realtime channel, each kind switchable. */
export const notificationsModule = defineModule({
  name: 'notifications',
  uses: ['accounts'],
  async register({ app, platform, use }) {
    platform.dataRights.register(notificationsDataRights(platform.db));
    const notifications = createNotificationsService({
      db: platform.db,
      realtime: platform.realtime,
      accounts: use('accounts'),
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
      production: platform.config.env === 'production',
      log: platform.log,
    });
    platform.dataRights.register(pushDataRights(platform.db));
    notifications.onNotified((row) => push.deliver(row));
    platform.onSessionEnded((ended) => push.sessionEnded(ended));
    schedulePushJob(platform.jobs, push);
    await app.register(pushRoutes, { push });
    return notifications;
  },
});
