import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import type { AccountsService } from '../accounts/index.js';
import type { ConnectionsService } from '../connections/index.js';
import type { MessagesService } from '../messages/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ProfilesService } from '../profiles/index.js';

export interface MentorsDeps {
  db: Database;
  memberLimits: MemberLimits;
  accounts: Pick<AccountsService, 'memberRelation'>;
  profiles: Pick<ProfilesService, 'profileRelation' | 'cardsByIds'>;
  connections: Pick<ConnectionsService, 'findableBy' | 'facts' | 'isBlocked' | 'connectAccepted'>;
  messages: Pick<MessagesService, 'open'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/**
 * What the queries and commands share: the module's neighbours and the member relations they join
 * to, made once per service so that each query and command can be a plain function of it.
 */
export function mentorsContext(deps: MentorsDeps) {
  const member = deps.accounts.memberRelation('mentor_members');
  return {
    ...deps,
    member,
    profile: deps.profiles.profileRelation('mentor_profiles'),
    asker: deps.accounts.memberRelation('asker_members'),
    askerProfile: deps.profiles.profileRelation('asker_profiles'),
    /** Not suspended now (a suspended or banned member is not offered). */
    inGoodStanding: sql`${member.inGoodStanding}`,
    mentorRole: sql`${member.role} in ('survivor', 'caregiver')`,
  };
}

export type MentorsContext = ReturnType<typeof mentorsContext>;
