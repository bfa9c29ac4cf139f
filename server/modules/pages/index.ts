import type { AppModule } from '../../platform/module.js';
import { createContactService, type ContactService } from './contact.service.js';
import { pagesRoutes } from './pages.routes.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    contact: ContactService;
  }
}

/** Guides, legal pages and Contact Us: the stored contact form and the browser's view of the configuration. */
export const pagesModule: AppModule = {
  name: 'pages',
  async register(app, ctx) {
    const contact = createContactService({ db: ctx.db, perHour: ctx.config.contactPerHour });
    ctx.services.contact = contact;
    const siteConfig = { siteName: ctx.config.siteName, contactEmail: ctx.config.contactEmail, ads: ctx.config.ads };
    await app.register(pagesRoutes, { contact, siteConfig });
  },
};
