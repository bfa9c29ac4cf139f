import { defineModule } from '../../platform/module.js';
import { createContactService, type ContactService } from './contact.service.js';
import { pagesRoutes } from './pages.routes.js';
import { pagesDataRights } from './pages.data-rights.js';

export type { ContactService } from './contact.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    pages: ContactService;
  }
}

/** Guides, legal pages and Contact Us: the stored contact form and the browser's view of the configuration. */
export const pagesModule = defineModule({
  name: 'pages',
  uses: [],
  async register({ app, platform }) {
    platform.dataRights.register(pagesDataRights(platform.db));
    const contact = createContactService({
      db: platform.db,
      perHour: platform.config.contactPerHour,
      memberLimits: platform.memberLimits,
    });
    const siteConfig = {
      siteName: platform.config.siteName,
      contactEmail: platform.config.contactEmail,
      ads: platform.config.ads,
      translation: platform.config.translate !== null,
      altcha: platform.proofOfWork.enabled,
    };
    await app.register(pagesRoutes, { contact, siteConfig, proofOfWork: platform.proofOfWork });
    return contact;
  },
});
