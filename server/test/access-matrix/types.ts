import type { InjectOptions } from 'fastify';
import type { Role } from '../../../contracts/enums.js';
import type { Member, TestApp } from '../helpers.js';

export type Caller = 'visitor' | 'member' | 'otherMember' | 'ngo' | 'admin';
export const CALLERS: Caller[] = ['visitor', 'member', 'otherMember', 'ngo', 'admin'];

export interface Cast {
  member: Member & { role: Role };
  otherMember: Member & { role: Role };
  ngo: Member & { role: Role };
  admin: Member & { role: Role };
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
}

