import { TrustMessages, trustOrder, type TrustLevel, type TrustRank } from '../../../contracts/trust.js';
import type { Guard, GuardInput } from '../../platform/screening.js';
import { readAbuse } from './abuse.js';
import type { TrustLevels } from './trust.service.js';
import { refusal } from './refusal.js';
import { checkWatched, type WatchedCheck } from './watched-guard.js';

/** A picture in a post, with its address: a Markdown image or an HTML img tag. */
const IMAGE = /!\[[^\]]*\]\([^)]*\)?|<img\b[^>]*>?/gi;
/** An @mention as the forum reads it (server/modules/forum/mentions.ts): counted, not resolved. */
const MENTION = /(?<![\p{L}\p{M}\p{N}_.@/])@([A-Za-z0-9._]{3,30})(?![A-Za-z0-9._])/gu;

/** Links (as the abuse checks read them, "example . com" and "t(dot)me" too) and pictures in a text. */
export function linksIn(text: string): number {
  const pictures = text.match(IMAGE)?.length ?? 0;
  return readAbuse(text.replace(IMAGE, ' ')).links + pictures;
}

/** Distinct people @mentioned in a text. */
export function mentionsIn(text: string): number {
  return new Set([...text.normalize('NFC').matchAll(MENTION)].map((m) => m[1]!.replace(/\.+$/, '').toLowerCase())).size;
}

/** What members read as posts: where an edit may not add a link. */
const POSTS = new Set<string>(['forum_post', 'forum_reply', 'story']);

const below = (rank: TrustRank, liftedAt: TrustLevel) => trustOrder(rank) < trustOrder(liftedAt);

/**
 * What a new member cannot do yet (issue 41, decision 0079), checked on every public write before it
 * is stored, through the platform's screening declaration (platform/screening.ts): more links or
 * pictures than the setting allows, more @mentions, or a link added by an edit. The member's level
 * is counted afresh only when a limit would refuse them, so most writes cost one pass over the text.
 */
export function createTrustGuard(levels: TrustLevels, watched?: WatchedCheck): Guard {
  return async (input) => {
    await checkLimits(levels, input);
    return watched ? checkWatched(levels, watched, input) : undefined;
  };
}

async function checkLimits(levels: TrustLevels, { text, fields, author, isEdit: editing, targetType }: GuardInput) {
  // "Edited into a link" is about posts people already read; a profile or an event is saved whole each time.
  const isEdit = editing && POSTS.has(targetType);
  const links = linksIn(text);
  const mentions = mentionsIn(text);
  if (links === 0 && mentions === 0) return;
  const s = await levels.settings();
  const overLinks = isEdit ? links > 0 : links > s.newMemberMaxLinks;
  const overMentions = mentions > s.newMemberMaxMentions;
  if (!overLinks && !overMentions) return;
  const rank = await levels.rank(author, { fresh: true });
  if (overLinks && isEdit && below(rank, s.liftedAt.editIntoLink))
    throw refusal(TrustMessages.editIntoLink, fields, linksIn);
  if (overLinks && links > s.newMemberMaxLinks && below(rank, s.liftedAt.links))
    throw refusal(TrustMessages.tooManyLinks({ count: s.newMemberMaxLinks }), fields, linksIn);
  if (overMentions && below(rank, s.liftedAt.mentions))
    throw refusal(TrustMessages.tooManyMentions({ count: s.newMemberMaxMentions }), fields, mentionsIn);
}
