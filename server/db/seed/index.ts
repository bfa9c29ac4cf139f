import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../client.js';
import { account, profiles, user } from '../schema/index.js';
import { newDisplayId } from '../../modules/profiles/profiles.service.js';
import { demoMembers } from './members.js';

/** Seeds an empty database with demo content; does nothing when any account exists. */
export async function seedDemoContent(db: Database): Promise<{ members: number } | null> {
  const [row] = await db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return null;
  await db.transaction(async (tx) => {
    for (const m of demoMembers) {
      const id = randomUUID();
      const now = new Date();
      await tx.insert(user).values({ id, name: m.name, email: m.email, emailVerified: true, role: m.role, createdAt: now, updatedAt: now });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await hashPassword(randomBytes(24).toString('base64url')),
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(profiles).values({
        userId: id,
        displayId: newDisplayId(),
        username: m.username,
        bio: m.bio,
        ageGroup: m.ageGroup,
        cancerType: m.cancerType,
        location: m.location,
      });
    }
  });
  return { members: demoMembers.length };
}
