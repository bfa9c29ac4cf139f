import { ApprovalMessages, type HeldItem, type HeldType, type HoldReason } from '../../../contracts/trust.js';
import { conflict, notFound } from '../../platform/errors.js';
import { linksIn } from './guard.js';
import { abuseVerdict } from './policy.js';
import type { TrustLevels } from './trust.service.js';

/** A domain whose content can wait for approval: it lists what waits, publishes it, or refuses it. */
export interface HeldSource {
  type: HeldType;
  list(): Promise<HeldItem[]>;
  /** Publishes and tells the author; false when it no longer waits. */
  approve(id: string, actorId: string): Promise<boolean>;
  /** Removes it and tells the author why; false when it no longer waits. */
  reject(id: string, actorId: string, reason: string): Promise<boolean>;
}

/**
 * Pre-moderation (issue 41, decision 0080). Whether a member's new post, reply or story waits for
 * approval: a watched word whose action is "hold" holds anyone's but staff's (decision 0082);
 * otherwise only a New member's ever waits. It waits when the abuse checks' policy holds it (policy.ts, whatever the
 * switch says), or, with pre-moderation on, when it is one of their first posts ('firstPosts') or holds a link
 * ('links'). Staff, Members and Regulars publish at once.
 */
export function createHolds(
  levels: TrustLevels,
  watched: { match(text: string, isNewMember: boolean): Promise<{ action: string }[]> },
) {
  const sources = new Map<HeldType, HeldSource>();

  async function holdFor(
    author: { id: string; role: string | null },
    text: string,
    publishedBefore: number,
  ): Promise<HoldReason | null> {
    const rank = await levels.rank(author, { fresh: true });
    if (rank === 'staff') return null;
    // The reader very sure alone, or fairly sure with a harm the rules name (decision 0075, round 5; decision 0080).
    if (rank === 'new' && abuseVerdict(text).hold) return 'abuse';
    // An administrator's watched word that holds (decision 0082) holds every level's text.
    if ((await watched.match(text, rank === 'new')).some((e) => e.action === 'hold')) return 'watched_word';
    if (rank !== 'new') return null;
    const s = await levels.settings();
    if (s.preModeration === 'firstPosts' && publishedBefore < s.preModerationPosts) return 'first_posts';
    if (s.preModeration === 'links' && linksIn(text) > 0) return 'links';
    return null;
  }

  async function list(): Promise<HeldItem[]> {
    const all = (await Promise.all([...sources.values()].map((s) => s.list()))).flat();
    return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  function source(type: HeldType): HeldSource {
    const found = sources.get(type);
    if (!found) throw notFound();
    return found;
  }

  return {
    registerHeld: (s: HeldSource) => void sources.set(s.type, s),
    holdFor,
    list,
    async approve(type: HeldType, id: string, actorId: string) {
      if (!(await source(type).approve(id, actorId))) throw conflict(ApprovalMessages.notWaiting);
      return { done: true as const };
    },
    async reject(type: HeldType, id: string, actorId: string, reason: string) {
      if (!(await source(type).reject(id, actorId, reason))) throw conflict(ApprovalMessages.notWaiting);
      return { done: true as const };
    },
  };
}

export type Holds = ReturnType<typeof createHolds>;
