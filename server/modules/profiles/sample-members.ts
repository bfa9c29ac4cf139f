import type { AgeGroup, CancerType, Role } from '../../../contracts/enums.js';
import { profiles } from '../../db/schema/profiles.js';
import type { AccountsService } from '../accounts/index.js';
import { newDisplayId } from './profiles.service.js';

/** A member the demo content brings (an account with its profile); none may sign in. */
export interface DemoMember {
  name: string;
  email: string;
  role: Role;
  username: string;
  cancerType: CancerType;
  ageGroup: AgeGroup;
  location: string;
  bio: string;
}

/** Creates the given members (accounts through the accounts service, with their profiles) when no account exists. */
export async function seedMembers(
  deps: { accounts: Pick<AccountsService, 'countMembers' | 'createAccount'> },
  members: DemoMember[],
): Promise<number> {
  if ((await deps.accounts.countMembers()) > 0) return 0;
  for (const m of members) {
    await deps.accounts.createAccount({ name: m.name, email: m.email, role: m.role }, async (tx, userId) => {
      await tx.insert(profiles).values({
        userId,
        displayId: newDisplayId(),
        username: m.username,
        bio: m.bio,
        ageGroup: m.ageGroup,
        cancerType: m.cancerType,
        location: m.location,
      });
    });
  }
  return members.length;
}
