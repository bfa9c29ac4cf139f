import { defineModule } from '../../platform/module.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationsDataRights } from './notifications.data-rights.js';

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
    return notifications;
  },
});
