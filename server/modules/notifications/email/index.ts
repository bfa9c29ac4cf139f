export { createNotificationEmail, type DigestSource, type NotificationEmail } from './email.service.js';
export { notificationEmailRoutes } from './email.routes.js';
export { EMAIL_EVERY_MS, DIGEST_EVERY_MS } from './email.service.js';
