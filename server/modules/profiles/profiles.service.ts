import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { CancerType, Role, type SelfAssignableRole } from '../../../contracts/enums.js';
import {
  ProfileLimits,
  ProfileMessages,
  type Profile,
  type PublicProfile,
  type UpdateProfileBody,
} from '../../../contracts/profiles.js';
import type { z } from 'zod';
import type { UpdateProfileBody as UpdateSchema, WelcomeAboutBody } from '../../../contracts/profiles.js';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/profiles.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import type { Viewer } from '../../platform/access.js';
import { createCachedRead } from '../../platform/cached-read.js';
import type { EventBus } from '../../platform/events.js';
import type { AccountsService } from '../accounts/index.js';
import { canChooseRoleInWelcome, profileRules, rolesOpenTo } from './profiles.policy.js';
import { authorize } from '../../platform/authorize.js';
import { createProfileCards } from './cards.js';
import { assignMissingUsernames, assignUsername } from './usernames.js';

/** How much of a member's profile a viewer sees (decided by the connections module, which owns blocks and connections). */
export type ProfileView = 'hidden' | 'limited' | 'full';
export type ProfileViewRule = (viewerId: string, memberId: string) => Promise<ProfileView>;

type UpdateInput = z.output<typeof UpdateSchema>;
export type { UpdateProfileBody };

// Crockford base32 without I, L, O, U: easy to read aloud and to type.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newDisplayId(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 32];
  return `FN-${out}`;
}

const profileColumns = (user: ReturnType<AccountsService['memberRelation']>) => ({
  id: user.id,
  email: user.email,
  fullName: user.name,
  role: user.role,
  displayId: profiles.displayId,
  username: profiles.username,
  bio: profiles.bio,
  ageGroup: profiles.ageGroup,
  cancerType: profiles.cancerType,
  location: profiles.location,
  diagnosisDate: profiles.diagnosisDate,
  profileImageUrl: profiles.profileImageUrl,
  updatedAt: profiles.updatedAt,
});

/** A stored value the contract knows, else null (not said). */
const knownOrNull = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

type ProfileRow = { [K in keyof ReturnType<typeof profileColumns>]: unknown };

function present(row: ProfileRow): Profile {
  const role = knownOrNull(Role, row.role);
  return {
    id: row.id as string,
    email: row.email as string,
    fullName: row.fullName as string,
    // Null: not said yet (decision 0062); never shown as a patient.
    role,
    displayId: row.displayId as string,
    username: row.username as string | null,
    bio: row.bio as string | null,
    ageGroup: row.ageGroup as Profile['ageGroup'],
    cancerType: knownOrNull(CancerType, row.cancerType),
    location: row.location as string | null,
    diagnosisDate: row.diagnosisDate as string | null,
    profileImageUrl: row.profileImageUrl as string | null,
    updatedAt: (row.updatedAt as Date).toISOString(),
    roleChoices: rolesOpenTo({ role }),
  };
}

/** How long a profile read may be reused; changes drop it at once through the event bus. */
const PROFILE_TTL_MS = 10_000;

export function createProfilesService(deps: {
  db: Database;
  storage: Storage;
  bus?: EventBus;
  accounts: Pick<AccountsService, 'changeAccount' | 'memberRelation'>;
}) {
  const { db, storage, accounts } = deps;
  const members = accounts.memberRelation('profile_members');
  const byUserId = db
    .select(profileColumns(members))
    .from(members)
    .innerJoin(profiles, eq(profiles.userId, members.id))
    .where(eq(members.id, sql.placeholder('id')))
    .limit(1)
    .prepare('fn_profile_by_user_id');

  /** Profiles by user id; a change of the member (profile, name, role) drops theirs in every process. */
  const byId = createCachedRead<string, Profile | null>({
    ttlMs: PROFILE_TTL_MS,
    max: 20_000,
    bus: deps.bus,
    load: async (userId) => {
      const [row] = await byUserId.execute({ id: userId });
      return row ? present(row) : null;
    },
    invalidatedBy: [
      { channel: 'fn_user_changed', drops: (change) => (change.all || !change.userId ? 'all' : [change.userId]) },
    ],
  });

  const changed = (userId: string) => byId.changed('fn_user_changed', { userId });

  /** Creates the profile row of a new member; a no-op when it already exists. */
  async function ensureProfile(userId: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await db
          .insert(profiles)
          .values({ userId, displayId: newDisplayId() })
          .onConflictDoNothing({ target: profiles.userId });
        // Mentionable from the start: a username made from the name (usernames.ts).
        if (await assignUsername(db, members, userId)) changed(userId);
        return;
      } catch (err) {
        // A display ID collision (one in 32^8) is the only expected failure: try another.
        if (attempt === 4) throw err;
      }
    }
  }

  function findProfile(userId: string): Promise<Profile | null> {
    return byId.get(userId);
  }

  async function getOwnProfile(viewer: Viewer): Promise<Profile> {
    let found = await findProfile(viewer.id);
    if (!found) {
      await ensureProfile(viewer.id);
      found = await findProfile(viewer.id);
    }
    if (!found) throw notFound(ProfileMessages.notFound);
    return found;
  }

  // Who sees how much is the connections module's rule (blocks, 'who can find me', connections):
  // it hands the rule in when it registers; until then another member's profile is not shown.
  let profileView: ProfileViewRule = async () => 'hidden';
  /** The connections module's rule of how much of a profile a viewer sees (decision 0034). */
  function decideViewsWith(rule: ProfileViewRule): void {
    profileView = rule;
  }

  /** Another member's profile as the viewer may see it (connections/visibility.ts): hidden across a block. */
  async function getPublicProfile(viewer: Viewer, userId: string): Promise<PublicProfile> {
    const [p, view] = await Promise.all([findProfile(userId), profileView(viewer.id, userId)]);
    if (!p || view === 'hidden') throw notFound(ProfileMessages.notFound);
    const author = {
      id: p.id,
      fullName: p.fullName,
      username: p.username,
      role: p.role,
      profileImageUrl: p.profileImageUrl,
    };
    if (view === 'limited')
      return { ...author, displayId: null, cancerType: null, ageGroup: null, location: null, bio: null, limited: true };
    return {
      ...author,
      displayId: p.displayId,
      cancerType: p.cancerType,
      ageGroup: p.ageGroup,
      location: p.location,
      bio: p.bio,
      limited: false,
    };
  }

  /**
   * Saves the member's own profile; a role outside the self-assignable four needs an admin. A role
   * once said is not unsaid: null is kept only while the member has not said yet (decision 0062).
   */
  async function updateOwnProfile(viewer: Viewer, input: UpdateInput): Promise<Profile> {
    if (input.role === null && viewer.role !== null) throw badRequest(ProfileMessages.roleRequired);
    authorize(viewer, profileRules.takeRole, input.role);
    await ensureProfile(viewer.id);
    if (input.username) {
      const [taken] = await db
        .select({ id: profiles.userId })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${input.username}) and ${profiles.userId} <> ${viewer.id}`)
        .limit(1);
      if (taken) throw conflict(ProfileMessages.usernameTaken);
    }
    // Two members racing for one username: the unique index decides.
    await conflictOnUnique(async () => {
      // The name and role live on the account: the accounts service changes them (the last
      // administrator stays one) in the same transaction as the profile row.
      await accounts.changeAccount(
        {
          target: { id: viewer.id },
          name: input.fullName,
          role: input.role,
          audit: {
            action: 'role_change',
            actorId: viewer.role === 'admin' ? viewer.id : null,
            details: { by: 'self' },
          },
        },
        async (tx) => {
          await tx
            .update(profiles)
            .set({
              // Every member keeps a username (issue 42): an empty field changes nothing.
              ...(input.username ? { username: input.username } : {}),
              bio: input.bio,
              ageGroup: input.ageGroup,
              cancerType: input.cancerType,
              location: input.location,
              diagnosisDate: input.diagnosisDate,
              updatedAt: new Date(),
            })
            .where(eq(profiles.userId, viewer.id));
        },
      );
    }, ProfileMessages.usernameTaken);
    await changed(viewer.id);
    return getOwnProfile({ ...viewer, role: input.role });
  }

  /**
   * The welcome's first step (decision 0062): the member says who they are, one of the four a member
   * may choose (the contract refuses anything else). A role the team gave (NGO, administrator) is
   * kept: 409, and nothing changes.
   */
  async function chooseRole(viewer: Viewer, role: SelfAssignableRole): Promise<Profile> {
    if (!canChooseRoleInWelcome(viewer)) throw conflict(ProfileMessages.roleKept);
    await ensureProfile(viewer.id);
    // Saying for the first time who one is changes nothing the team decided: the audit log (the
    // administrators' record of changes) hears only of a role that was already said being changed.
    await accounts.changeAccount({
      target: { id: viewer.id },
      role,
      audit: viewer.role === null ? undefined : { action: 'role_change', actorId: null, details: { by: 'welcome' } },
    });
    await changed(viewer.id);
    return getOwnProfile({ ...viewer, role });
  }

  /**
   * The welcome's second step, skippable: the cancer type (null: not said) and the language. What
   * is left out stays as it is.
   */
  async function saveWelcomeAbout(viewer: Viewer, input: z.output<typeof WelcomeAboutBody>): Promise<Profile> {
    await ensureProfile(viewer.id);
    if (input.language !== undefined || input.cancerType !== undefined)
      await accounts.changeAccount({ target: { id: viewer.id }, language: input.language }, async (tx) => {
        if (input.cancerType === undefined) return;
        await tx
          .update(profiles)
          .set({ cancerType: input.cancerType, updatedAt: new Date() })
          .where(eq(profiles.userId, viewer.id));
      });
    await changed(viewer.id);
    return getOwnProfile(viewer);
  }

  /** Re-encodes the image as a small square WebP (which drops EXIF and GPS) and stores it. */
  async function setAvatar(viewer: Viewer, bytes: Buffer): Promise<Profile> {
    if (bytes.length > ProfileLimits.avatarMaxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', ProfileMessages.avatarTooLarge, 413);
    const type = await fileTypeFromBuffer(bytes);
    const allowed = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
    if (!type || !allowed.includes(type.mime))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', ProfileMessages.avatarNotImage, 415);
    // sharp (and libvips) load with the first picture, not with the server (decision 0044).
    const { default: sharp } = await import('sharp');
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
        .rotate()
        .resize(ProfileLimits.avatarSize, ProfileLimits.avatarSize, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', ProfileMessages.avatarNotImage, 415);
    }
    const current = await getOwnProfile(viewer);
    // A random name: the address of a picture must not tell whose account it is (decision 0034).
    const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
    await storage.put(key, webp, 'image/webp');
    await db
      .update(profiles)
      .set({ profileImageUrl: storage.publicUrl(key), updatedAt: new Date() })
      .where(eq(profiles.userId, viewer.id));
    await changed(viewer.id);
    const old = current.profileImageUrl?.startsWith('/files/') ? current.profileImageUrl.slice('/files/'.length) : null;
    if (old) await storage.remove(old);
    return getOwnProfile(viewer);
  }

  return {
    ensureProfile,
    getOwnProfile,
    getPublicProfile,
    updateOwnProfile,
    chooseRole,
    saveWelcomeAbout,
    setAvatar,
    decideViewsWith,
    ...createProfileCards({ db, accounts }),
    ready: Promise.all([byId.ready, assignMissingUsernames(db, members, changed)]).then(() => undefined),
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
