import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { suspensionInForce } from '../../platform/standing.js';
import {
  AdminMessages,
  ModerationMessages,
  type AdminUser,
  type RoleDebug,
  type AdminUserPage,
  type AdminUsersQuery,
  type BanBody,
  type SuspendBody,
} from '../../../contracts/admin.js';
import { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import { recordSecurityEvent, writeAudit } from '../../platform/audit.js';
import { keyset } from '../../platform/cursor.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { canBeSuspended } from './admin.policy.js';
import type { ProfilesService } from '../profiles/index.js';
import type { TrustService } from '../trust/index.js';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A sanction taken in the moderation queue on anonymous content. Its audit row and security event
 * then name the content and the report, never the member, and carry neither the reason nor the end
 * date (which the Users tab shows beside the member's name): the audited reveal stays the one way to
 * learn who wrote anonymous content (platform/audit.ts auditedAuthor).
 */
export interface AnonymousReportOrigin {
  viaReport: string;
  targetType: string;
  targetId: string;
}

/**
 * The administrators' Users tab: every member, searchable and paginated, and the sanctions of the
 * community guidelines: a temporary suspension (read only until its end) and a ban (no sign-in,
 * every session ended), each with a reason, audited, and told to the member.
 */
export function createMemberModeration(deps: {
  db: Database;
  bus: EventBus;
  accounts: Pick<
    AccountsService,
    'banAccount' | 'liftBan' | 'memberRelation' | 'idsMatching' | 'updateSettings' | 'findAccount' | 'sessionCount'
  >;
  profiles: Pick<ProfilesService, 'profileRelation' | 'idsMatchingDisplayId'>;
  notifications: NotificationsService;
  trust?: Pick<TrustService, 'levelsOf'>;
}) {
  const { db, accounts } = deps;
  // Accounts (with their settings) and profiles through their owners' published columns (decision 0036).
  const user = accounts.memberRelation('members');
  const profiles = deps.profiles.profileRelation('member_profiles');
  const newestMembers = keyset({ columns: [user.createdAt, user.id], kinds: ['timestamp', 'text'], direction: 'desc' });

  async function get(id: string): Promise<AdminUser> {
    const [row] = await select().where(eq(user.id, id));
    if (!row) throw notFound(AdminMessages.userNotFound);
    return (await withTrust([present(row)]))[0]!;
  }

  /** Each member's trust level (issue 41), read in one query for the page. */
  async function withTrust(users: Omit<AdminUser, 'trust'>[]): Promise<AdminUser[]> {
    const levels = deps.trust ? await deps.trust.levelsOf(users) : new Map<string, AdminUser['trust']>();
    return users.map((u) => ({ ...u, trust: levels.get(u.id) ?? { level: 'new', locked: false } }));
  }

  const select = () =>
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        displayId: profiles.displayId,
        createdAt: user.createdAt,
        cursorAt: sql<string>`${user.createdAt}::text`,
        bannedNow: user.bannedNow,
        banReason: user.banReason,
        banExpires: user.banExpires,
        suspendedUntil: user.suspendedUntil,
        suspensionReason: user.suspensionReason,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id));

  interface Row {
    id: string;
    name: string;
    email: string;
    role: string | null;
    displayId: string | null;
    createdAt: Date;
    bannedNow: boolean;
    banReason: string | null;
    banExpires: Date | null;
    suspendedUntil: Date | null;
    suspensionReason: string | null;
  }
  const present = (r: Row): Omit<AdminUser, 'trust'> => {
    const banActive = r.bannedNow;
    const suspended = suspensionInForce(r);
    const role = Role.safeParse(r.role ?? 'patient');
    return {
      id: r.id,
      fullName: r.name,
      email: r.email,
      role: role.success ? role.data : 'patient',
      displayId: r.displayId ?? null,
      createdAt: r.createdAt.toISOString(),
      banned: banActive,
      banReason: banActive ? r.banReason : null,
      banExpires: banActive ? (r.banExpires?.toISOString() ?? null) : null,
      suspendedUntil: suspended?.toISOString() ?? null,
      suspensionReason: suspended ? r.suspensionReason : null,
      can: { sanction: canBeSuspended({ role: role.success ? role.data : null }) },
    };
  };

  // Only these three fields: anything else of the sanction could be matched with the Users tab.
  const originDetails = (o: AnonymousReportOrigin) => ({
    viaReport: o.viaReport,
    targetType: o.targetType,
    targetId: o.targetId,
  });

  const changed = (userId: string) => deps.bus.publish('fn_user_changed', { userId });

  return {
    async list(query: z.output<typeof AdminUsersQuery>): Promise<AdminUserPage> {
      const conditions: (SQL | undefined)[] = [newestMembers.after(query.cursor)];
      if (query.q) {
        const pattern = likePattern(query.q);
        // Each part answered by its own trigram index (migration 0005), then the matches in member order.
        conditions.push(
          sql`${user.id} in (${accounts.idsMatching(pattern)} union all ${deps.profiles.idsMatchingDisplayId(pattern)})`,
        );
      }
      const rows = await select()
        .where(and(...conditions))
        .orderBy(...newestMembers.orderBy)
        .limit(query.limit + 1);
      const page = newestMembers.page(rows, query.limit, (r) => [r.cursorAt, r.id]);
      return { items: await withTrust(page.items.map(present)), nextCursor: page.nextCursor };
    },

    async suspend(
      actor: Viewer,
      id: string,
      input: z.output<typeof SuspendBody>,
      fromAnonymousReport?: AnonymousReportOrigin,
    ): Promise<AdminUser> {
      const target = await get(id);
      if (!canBeSuspended(target)) throw conflict(ModerationMessages.adminNotSuspended);
      const until = new Date(input.until);
      await db.transaction(async (tx) => {
        await accounts.updateSettings(id, { suspendedUntil: until, suspensionReason: input.reason }, tx);
        await writeAudit(tx, {
          action: 'member_suspended',
          adminId: actor.id,
          targetUserId: fromAnonymousReport ? null : id,
          details: fromAnonymousReport
            ? originDetails(fromAnonymousReport)
            : { until: until.toISOString(), reason: input.reason },
        });
      });
      await changed(id);
      await deps.notifications.notify({
        userId: id,
        type: 'system',
        template: 'suspended',
        params: { until: until.toISOString(), reason: input.reason },
        actionUrl: '/docs/rules',
      });
      return get(id);
    },

    async liftSuspension(actor: Viewer, id: string): Promise<AdminUser> {
      await get(id);
      await db.transaction(async (tx) => {
        await accounts.updateSettings(id, { suspendedUntil: null, suspensionReason: null }, tx);
        await writeAudit(tx, { action: 'suspension_lifted', adminId: actor.id, targetUserId: id });
      });
      await changed(id);
      await deps.notifications.notify({ userId: id, type: 'system', template: 'suspensionLifted', params: {} });
      return get(id);
    },

    async ban(
      actor: Viewer,
      id: string,
      input: z.output<typeof BanBody>,
      fromAnonymousReport?: AnonymousReportOrigin,
    ): Promise<AdminUser> {
      const until = input.until ? new Date(input.until) : null;
      await deps.accounts.banAccount({ id }, { reason: input.reason, until });
      await writeAudit(db, {
        action: 'member_banned',
        adminId: actor.id,
        targetUserId: fromAnonymousReport ? null : id,
        details: fromAnonymousReport
          ? originDetails(fromAnonymousReport)
          : { until: until?.toISOString() ?? null, reason: input.reason },
      });
      await recordSecurityEvent(db, {
        eventType: 'member_banned',
        severity: 'warn',
        userId: fromAnonymousReport ? null : id,
        details: fromAnonymousReport
          ? originDetails(fromAnonymousReport)
          : { by: actor.id, until: until?.toISOString() ?? null },
      });
      return get(id);
    },

    async liftBan(actor: Viewer, id: string): Promise<AdminUser> {
      await get(id);
      await deps.accounts.liftBan({ id });
      await writeAudit(db, { action: 'ban_lifted', adminId: actor.id, targetUserId: id });
      return get(id);
    },

    /** One store holds the role; the session's copy is at most a few seconds old (platform/session.ts). */
    async roleDebug(viewer: Viewer, email: string | undefined): Promise<RoleDebug> {
      const roleOf = (value: string | null) => {
        const parsed = Role.safeParse(value ?? 'patient');
        return parsed.success ? parsed.data : 'patient';
      };
      const me = await accounts.findAccount({ id: viewer.id });
      let member: RoleDebug['member'] = null;
      if (email) {
        const row = await accounts.findAccount({ email });
        if (!row) throw notFound(AdminMessages.userNotFound);
        member = {
          email: row.email,
          name: row.name,
          storedRole: roleOf(row.role),
          activeSessions: await accounts.sessionCount(row.id, { activeOnly: true }),
        };
      }
      return { you: { storedRole: roleOf(me?.role ?? null), sessionRole: viewer.role }, member };
    },

    /** Sessions a member holds (a ban ends them all). */
    async sessionCount(id: string): Promise<number> {
      return accounts.sessionCount(id);
    },
  };
}

export type MemberModeration = ReturnType<typeof createMemberModeration>;
