// The events' context: the service's dependencies and what is made once from them (decision 0069).
import type { Viewer } from '../../platform/access.js';
import type { Database } from '../../db/client.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import type { AuthorReads } from '../profiles/index.js';
import { presentEvent, type EventRow } from './events.presenters.js';

export interface EventsDeps {
  db: Database;
  memberLimits: MemberLimits;
  authors: AuthorReads;
  siteName: string;
  publicUrl: string;
  onCancelled?: (event: { title: string }, registrantIds: string[]) => Promise<void>;
}

/** The neighbours, and the events with their hosts' names. */
export function eventsContext(deps: EventsDeps) {
  /** The events with their hosts' names, read in one query for a whole page. */
  const presentAll = async (rows: EventRow[], viewer: Viewer | null, now = new Date()) => {
    const hosts = await deps.authors.byIds(rows.map((row) => row.hostId));
    return rows.map((row) => presentEvent(row, viewer, hosts, now));
  };
  return {
    ...deps,
    presentAll,
    presentOne: async (row: EventRow, viewer: Viewer | null) => (await presentAll([row], viewer))[0]!,
  };
}

export type EventsContext = ReturnType<typeof eventsContext>;
