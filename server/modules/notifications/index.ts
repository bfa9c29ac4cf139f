import { defineModule } from '../../platform/module.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationsDataRights } from './notifications.data-rights.js';

export type {
  DeliverySettings,
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

/**
 * The bell and the /notifications page: notifications stored per member, shown live over the
 * realtime channel, each kind on the channels the member chose (in the app, e-mail, push).
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  uses: [],
  async register({ app, platform }) {
    platform.dataRights.register(notificationsDataRights(platform.db));
    const notifications = createNotificationsService({
      db: platform.db,
      realtime: platform.realtime,
    });
    await app.register(notificationsRoutes, { notifications });
    return notifications;
  },
});
