import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/profiles.js';
import type { DataRightsContribution, MemberFile } from '../../platform/data-rights.js';
import type { Storage } from '../../platform/storage.js';

/** The profile, with the avatar as a file of the copy; the avatar leaves storage on erasure. */
export function profilesDataRights(db: Database, storage: Storage): DataRightsContribution {
  const avatarKey = (url: string | null | undefined) =>
    url?.startsWith('/files/') ? url.slice('/files/'.length) : null;
  return {
    domain: 'profiles',
    tables: {
      profiles: { export: { section: 'profile' }, erase: { user_id: 'cascade; the avatar is removed from storage' } },
    },
    async export({ id: userId }) {
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      const key = avatarKey(profile?.profileImageUrl);
      const files: MemberFile[] = key
        ? [
            {
              path: `files/avatar${key.slice(key.lastIndexOf('.'))}`,
              open: async () => (await storage.getPublic(key))?.stream ?? null,
            },
          ]
        : [];
      return { sections: { profile: profile ?? null }, files };
    },
    async erase(tx, erasure) {
      const [profile] = await tx
        .select({ image: profiles.profileImageUrl })
        .from(profiles)
        .where(eq(profiles.userId, erasure.member.id));
      const key = avatarKey(profile?.image);
      if (key) erasure.afterCommit(() => storage.remove(key));
    },
  };
}
