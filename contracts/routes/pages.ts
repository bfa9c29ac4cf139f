import {
  ContactBody,
  ContactMessage,
  ContactMessageIdParams,
  ContactMessagePage,
  ContactReceipt,
  ListContactMessagesQuery,
  SiteConfig,
  UpdateContactMessageBody,
} from '../pages.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The site's own pages (server/modules/pages/pages.routes.ts serves them): its configuration and the Contact Us form. */
export const PagesRoutes = defineRoutes('pages', {
  siteConfig: {
    method: 'GET',
    path: '/api/site/config',
    summary: 'What the browser needs of the configuration: site name, contact address, ad client and slots',
    response: { 200: SiteConfig },
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    summary:
      "Send a message through the Contact Us form (stored for administrators; limited per client address per hour; safety: the writer's own notice when it signals a risk)",
    body: ContactBody,
    response: { 201: ContactReceipt, 429: ErrorBody, ...errors },
  },
  listContactMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    summary: 'Contact messages, newest first (keyset cursor)',
    query: ListContactMessagesQuery,
    response: { 200: ContactMessagePage, ...errors },
  },
  updateContactMessage: {
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    summary: 'Mark a contact message handled (or new again)',
    params: ContactMessageIdParams,
    body: UpdateContactMessageBody,
    response: { 200: ContactMessage, ...errors },
  },
});
