import type { RouteTable } from '../http.js';
import { AccountsRoutes } from './accounts.js';
import { AdminRoutes } from './admin.js';
import { CompanionRoutes } from './companion.js';
import { ConnectionsRoutes } from './connections.js';
import { CostsRoutes } from './costs.js';
import { DailyQuestionRoutes } from './daily-question.js';
import { DataRightsRoutes } from './data-rights.js';
import { DonorsRoutes } from './donors.js';
import { EventsRoutes } from './events.js';
import { ForumRoutes } from './forum.js';
import { GalleryRoutes } from './gallery.js';
import { HealthRoutes } from './health.js';
import { MentorsRoutes } from './mentors.js';
import { MessagesRoutes } from './messages.js';
import { NotificationsRoutes } from './notifications.js';
import { PagesRoutes } from './pages.js';
import { ProfilesRoutes } from './profiles.js';
import { ResourcesRoutes } from './resources.js';
import { SafetyRoutes } from './safety.js';
import { StatsRoutes } from './stats.js';
import { StoriesRoutes } from './stories.js';
import { SupportRoutes } from './support.js';
import { SupportGroupsRoutes } from './support-groups.js';
import { TranslationRoutes } from './translation.js';
import { TrustRoutes } from './trust.js';

/**
 * Every module's route descriptors (decision 0071). The server checks that each is served
 * (server/platform/serve.test.ts); the web imports this file as a type only, so none of these
 * schemas reaches a browser bundle.
 */
export const AllRoutes = {
  accounts: AccountsRoutes,
  admin: AdminRoutes,
  companion: CompanionRoutes,
  connections: ConnectionsRoutes,
  costs: CostsRoutes,
  'daily-question': DailyQuestionRoutes,
  'data-rights': DataRightsRoutes,
  donors: DonorsRoutes,
  events: EventsRoutes,
  forum: ForumRoutes,
  gallery: GalleryRoutes,
  health: HealthRoutes,
  mentors: MentorsRoutes,
  messages: MessagesRoutes,
  notifications: NotificationsRoutes,
  pages: PagesRoutes,
  profiles: ProfilesRoutes,
  resources: ResourcesRoutes,
  safety: SafetyRoutes,
  stats: StatsRoutes,
  stories: StoriesRoutes,
  support: SupportRoutes,
  'support-groups': SupportGroupsRoutes,
  translation: TranslationRoutes,
  trust: TrustRoutes,
};

/** Every route the web may call, keyed "METHOD /path": the web's client (web/src/lib/api-client.ts) is typed by it. */
export type ApiRoutes = RouteTable<typeof AllRoutes>;
