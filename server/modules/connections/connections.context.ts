import type { Database } from '../../db/client.js';
import { keyset } from '../../platform/cursor.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ProfilesService } from '../profiles/index.js';
import type { Visibility } from './visibility.js';

export interface ConnectionsDeps {
  db: Database;
  memberLimits: MemberLimits;
  visibility: Visibility;
  realtime: RealtimeHub;
  notifications: NotificationsService;
  accounts: Pick<AccountsService, 'memberRelation' | 'settingsOf' | 'updateSettings'>;
  profiles: Pick<ProfilesService, 'profileRelation'>;
  /** Whether the abuse checks would stop a text (the trust module, decision 0075). */
  judgeAbuse: (text: string) => { stop: boolean };
}

/**
 * What the queries and commands share, made once per service so that each can be a plain function
 * of it: the neighbours, and accounts (with their settings) and profiles through their owners'
 * published columns (decision 0036).
 */
export function connectionsContext(deps: ConnectionsDeps) {
  const user = deps.accounts.memberRelation('members');
  return {
    ...deps,
    user,
    memberProfiles: deps.profiles.profileRelation('member_profiles'),
    /** Discover's order: newest members first. */
    newestMembers: keyset({ columns: [user.createdAt, user.id], kinds: ['timestamp', 'text'], direction: 'desc' }),
  };
}

export type ConnectionsContext = ReturnType<typeof connectionsContext>;
