import type { Database } from '../../db/client.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import type { AccountsService } from '../accounts/index.js';
import type { ConnectionsService } from '../connections/index.js';
import type { MessagesService } from '../messages/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ReportsService } from '../reports/index.js';
import type { TrustService } from '../trust/index.js';

/** What the donors' queries and commands share: the module's neighbours and its settings. */
export interface DonorsContext {
  db: Database;
  memberLimits: MemberLimits;
  accounts: Pick<AccountsService, 'namesByIds'>;
  connections: Pick<ConnectionsService, 'blockedAmong' | 'connectAccepted'>;
  messages: Pick<MessagesService, 'open'>;
  notifications: Pick<NotificationsService, 'notifyMany' | 'notify'>;
  reports: Pick<ReportsService, 'file'>;
  trust: Pick<TrustService, 'readAbuse'>;
  /** Donors per wave, and minutes between waves (config DONOR_WAVE_SIZE, DONOR_WAVE_MINUTES). */
  settings: { waveSize: number; waveMinutes: number };
}

/** Today in India (the day a donation date and a needed-by date are read in). */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
