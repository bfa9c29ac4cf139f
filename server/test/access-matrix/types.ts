import type { InjectOptions } from 'fastify';
import type { Role } from '../../../contracts/enums.js';
import type { Member, TestApp } from '../helpers.js';

export type Caller = 'visitor' | 'member' | 'otherMember' | 'ngo' | 'admin' | 'suspended' | 'demotedNgo';
export const CALLERS: Caller[] = ['visitor', 'member', 'otherMember', 'ngo', 'admin', 'suspended', 'demotedNgo'];

export interface Cast {
  member: Member & { role: Role };
  otherMember: Member & { role: Role };
  ngo: Member & { role: Role };
  admin: Member & { role: Role };
  /** A patient suspended for a month: reading only (decision 0033). */
  suspended: Member & { role: Role };
  /** A member who was an NGO and published an event and a group, then lost the role. */
  demotedNgo: Member & { role: Role };
  /** A fresh account for a row that changes someone (so rows do not depend on each other). */
  target: () => Promise<Member & { role: Role }>;
  avatar: { payload: Buffer; contentType: string };
  /** The app under test, for rows that need data of their own (create it through services). */
  t: TestApp;
}

export interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered. */
  route: string;
  /** Who the route declares may call it (config.access). */
  access: 'public' | 'member' | 'ngo' | 'admin';
  /** The request for one caller; `self` is that caller's own account (null for the visitor). */
  request: (cast: Cast, self: (Member & { role: Role }) | null) => Promise<InjectOptions> | InjectOptions;
  /** Status per caller: visitor, member, another member, ngo, admin. */
  expect: [number, number, number, number, number];
  /**
   * The suspended member's answer, where it is not the default: a read (GET) or a public route
   * answers them as it answers another member; every other write refuses them (403) unless the route
   * is one of the exceptions, whose rows say what they get here.
   */
  suspended?: number;
  /** The demoted NGO's answer, where it is not another member's. */
  demotedNgo?: number;
}

/** The status a caller gets from a row. */
export function expectedStatus(row: Row, caller: Caller): number {
  const at = (['visitor', 'member', 'otherMember', 'ngo', 'admin'] as const).indexOf(caller as 'visitor');
  if (at >= 0) return row.expect[at]!;
  // Neither owns what a row's request makes for the member: they are answered as another member is.
  if (caller === 'demotedNgo') return row.demotedNgo ?? row.expect[2];
  if (row.suspended !== undefined) return row.suspended;
  return row.method === 'GET' || row.access === 'public' ? row.expect[2] : 403;
}
