import type { AnyModule, ModuleName } from '../platform/module.js';
import { accountsModule } from './accounts/index.js';
import { adminModule } from './admin/index.js';
import { companionModule } from './companion/index.js';
import { costsModule } from './costs/index.js';
import { connectionsModule } from './connections/index.js';
import { dailyQuestionModule } from './daily-question/index.js';
import { dataRightsModule } from './data-rights/index.js';
import { donorsModule } from './donors/index.js';
import { eventsModule } from './events/index.js';
import { forumModule } from './forum/index.js';
import { galleryModule } from './gallery/index.js';
import { healthModule } from './health/index.js';
import { mentorsModule } from './mentors/index.js';
import { messagesModule } from './messages/index.js';
import { notificationsModule } from './notifications/index.js';
import { pagesModule } from './pages/index.js';
import { profilesModule } from './profiles/index.js';
import { realtimeModule } from './realtime/index.js';
import { reportsModule } from './reports/index.js';
import { safetyModule } from './safety/index.js';
import { resourcesModule } from './resources/index.js';
import { statsModule } from './stats/index.js';
import { storiesModule } from './stories/index.js';
import { supportModule } from './support/index.js';
import { supportGroupsModule } from './support-groups/index.js';
import { translationModule } from './translation/index.js';
import { trustModule } from './trust/index.js';

/**
 * Every domain of the server. Registration does not follow this list: each module declares the
 * modules it uses, and registerModules (server/platform/module.ts) registers them dependencies
 * first, refusing to start on a missing or circular dependency.
 *
 * Demo content (SEED_DEMO) is seeded in the order of this list, which is kept apart from `uses`:
 * a module whose demo rows need another module's demo rows comes after it here, whether or not it
 * uses that module's service. The demo members (profiles) come first: connections, events, the
 * forum, stories and support groups are written by them; the sample messages are between members
 * the sample connections joined. Modules whose seeds need nothing follow, in any order.
 */
export const modules = [
  // Seeds that others' demo rows need, each before the modules that need it.
  accountsModule,
  profilesModule,
  connectionsModule,
  messagesModule,
  eventsModule,
  forumModule,
  storiesModule,
  supportGroupsModule,
  mentorsModule,
  donorsModule,
  // Seeds that need no other module's demo rows (or have none).
  adminModule,
  companionModule,
  costsModule,
  dailyQuestionModule,
  dataRightsModule,
  galleryModule,
  healthModule,
  notificationsModule,
  pagesModule,
  realtimeModule,
  translationModule,
  reportsModule,
  safetyModule,
  resourcesModule,
  statsModule,
  supportModule,
  trustModule,
] as const satisfies readonly AnyModule[];

/** A module that publishes a service (ModuleServices) but is missing above fails the type check here. */
type Unlisted = Exclude<ModuleName, (typeof modules)[number]['name']>;
export const everyModuleListed: [Unlisted] extends [never] ? true : Unlisted = true;
