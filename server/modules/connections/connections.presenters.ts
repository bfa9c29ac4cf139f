// Presenters: a stored row turned into the answer the web gets (decision 0069). Nothing here reads
// the database; the queries and commands hand over what they read.
import type { z } from 'zod';
import type {
  Audience,
  BlockList,
  Connection,
  ConnectionStatus,
  MemberCard,
  Party,
  PrivacySettings,
  RelationKind,
} from '../../../contracts/connections.js';
import { AgeGroup, CancerType, Role } from '../../../contracts/enums.js';
import type { connections } from '../../db/schema/connections.js';

export type ConnectionRow = typeof connections.$inferSelect;

const parseOr = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export const relationOf = (me: string, row: { requesterId: string; status: string } | null): RelationKind =>
  !row ? 'none' : row.status === 'accepted' ? 'connected' : row.requesterId === me ? 'sent' : 'received';

/** The other member of a connection. */
export const otherOf = (me: string, row: Pick<ConnectionRow, 'requesterId' | 'receiverId'>) =>
  row.requesterId === me ? row.receiverId : row.requesterId;

/** A connection as its viewer sees it; `caution` is worked out only for a pending request's receiver. */
export const presentConnection = (row: ConnectionRow, caution = false): Omit<Connection, 'other'> => ({
  id: row.id,
  requesterId: row.requesterId,
  receiverId: row.receiverId,
  message: row.message,
  status: row.status as ConnectionStatus,
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  caution,
});

/** A pending request's note warns its receiver when the abuse checks would stop it (decision 0075). */
export const cautionFor = (me: string, row: ConnectionRow, judge: (text: string) => { stop: boolean }): boolean =>
  row.receiverId === me && row.status === 'pending' && row.message !== null && judge(row.message).stop;

/** Who a connection's other party was, when they can no longer be read (gone since). */
export const absentParty = (id: string): Party => ({
  id,
  fullName: '',
  role: null,
  profileImageUrl: null,
  isOnline: false,
});

export const presentParty = (
  r: { id: string; name: string; role: string | null; image: string | null },
  isOnline: boolean,
): Party => ({
  id: r.id,
  fullName: r.name,
  role: parseOr(Role.nullable(), r.role, null),
  profileImageUrl: r.image ?? null,
  isOnline,
});

export const presentPrivacy = (row: {
  discoverable: string;
  requestsFrom: string;
  showOnline: boolean;
}): PrivacySettings => ({
  discoverable: row.discoverable as Audience,
  requestsFrom: row.requestsFrom as Audience,
  showOnline: row.showOnline,
});

/** A row of Discover: the member, their profile, and any connection between them and the viewer. */
export interface DiscoverRow {
  id: string;
  name: string;
  role: string | null;
  displayId: string;
  bio: string | null;
  cancerType: string | null;
  location: string | null;
  ageGroup: string | null;
  image: string | null;
  connectionId: string | null;
  requesterId: string | null;
  status: string | null;
}

export const presentMemberCard = (viewerId: string, r: DiscoverRow, isOnline: boolean): MemberCard => ({
  id: r.id,
  fullName: r.name,
  displayId: r.displayId,
  role: parseOr(Role.nullable(), r.role, null),
  bio: r.bio,
  cancerType: parseOr(CancerType.nullable(), r.cancerType, null),
  location: r.location,
  ageGroup: parseOr(AgeGroup.nullable(), r.ageGroup, null),
  profileImageUrl: r.image,
  isOnline,
  relation: relationOf(viewerId, r.status ? { requesterId: r.requesterId!, status: r.status } : null),
  connectionId: r.connectionId,
});

export const presentBlocked = (r: {
  id: string;
  name: string;
  image: string | null;
  at: Date;
}): BlockList['items'][number] => ({
  id: r.id,
  fullName: r.name,
  profileImageUrl: r.image ?? null,
  blockedAt: r.at.toISOString(),
});
