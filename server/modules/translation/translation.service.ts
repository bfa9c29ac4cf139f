// Machine translation of members' writing (issue 42 item 2, decision 0077): the item read through
// its own module, as this reader may see it; a kept translation when there is one; else one outside
// call, kept per item and language (never for a private message).
import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../contracts/enums.js';
import {
  offersTranslation,
  TranslationMessages,
  type TranslateBody,
  type Translation,
  type TranslationKind,
  type WrittenLanguage,
} from '../../../contracts/translation.js';
import type { Database } from '../../db/client.js';
import { itemTranslations } from '../../db/schema/translation.js';
import { unauthenticated, AppError, badRequest, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/access.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { writtenLanguage } from '../../../contracts/written-language.js';
import type { ForumService } from '../forum/index.js';
import type { MessagesService } from '../messages/index.js';
import type { StoriesService } from '../stories/index.js';
import { TranslatorError, type Translator } from './providers/translators.js';

/** An item as its reader sees it: the language it was written in, its title (if any) and text. */
interface Readable {
  language: WrittenLanguage;
  title: string | null;
  content: string;
}

export interface TranslationDeps {
  db: Database;
  memberLimits: MemberLimits;
  translator: Translator | null;
  perHour: number;
  forum: Pick<ForumService, 'thread'>;
  stories: Pick<StoriesService, 'get'>;
  messages: Pick<MessagesService, 'visible'>;
  log?: FastifyBaseLogger;
}

/** Who asks: a member by id, a visitor by address (the rate limit's count). */
export interface Asker {
  viewer: Viewer | null;
  ip: string;
}

/** What a kept translation was made from: it is shown only while the item still says exactly that. */
const hashOf = (item: Readable) =>
  createHash('sha256')
    .update(`${item.title ?? ''}\u0000${item.content}`)
    .digest('hex');

const notEnabled = () => new AppError('TRANSLATION_NOT_ENABLED', TranslationMessages.notConfigured, 503);

export function createTranslationService(deps: TranslationDeps) {
  const { db, translator } = deps;
  const perHour = defineMemberLimit({
    name: 'translation',
    max: deps.perHour,
    windowSeconds: HOUR_SECONDS,
    message: TranslationMessages.rateLimited,
  });

  /** The item through its own module's read, which refuses (404) what this reader may not see. */
  async function read(viewer: Viewer | null, body: TranslateBody): Promise<Readable> {
    switch (body.kind) {
      case 'post': {
        const { post } = await deps.forum.thread(body.id, viewer);
        return { language: post.language, title: post.title, content: post.content };
      }
      case 'reply': {
        if (!body.postId) throw notFound(TranslationMessages.notFound);
        const { replies } = await deps.forum.thread(body.postId, viewer);
        const reply = replies.flatMap((r) => [r, ...r.replies]).find((r) => r.id === body.id);
        if (!reply || reply.deleted) throw notFound(TranslationMessages.notFound);
        return { language: reply.language, title: null, content: reply.content };
      }
      case 'story': {
        const story = await deps.stories.get(body.id, viewer);
        return { language: story.language, title: story.title, content: story.content };
      }
      case 'message': {
        if (!viewer) throw unauthenticated();
        const message = await deps.messages.visible(viewer, body.id);
        return { language: writtenLanguage(message.content), title: null, content: message.content };
      }
    }
  }

  const itemColumn = (kind: Exclude<TranslationKind, 'message'>) =>
    kind === 'post' ? itemTranslations.postId : kind === 'reply' ? itemTranslations.replyId : itemTranslations.storyId;

  /** The kept translation of these very words; one of words since changed is dropped. */
  async function kept(kind: Exclude<TranslationKind, 'message'>, id: string, item: Readable, target: Language) {
    const where: SQL | undefined = and(eq(itemColumn(kind), id), eq(itemTranslations.target, target));
    const [row] = await db
      .select({ title: itemTranslations.title, content: itemTranslations.content, hash: itemTranslations.sourceHash })
      .from(itemTranslations)
      .where(where);
    if (!row) return null;
    if (row.hash === hashOf(item)) return row;
    await db.delete(itemTranslations).where(where);
    return null;
  }

  async function keep(
    kind: Exclude<TranslationKind, 'message'>,
    id: string,
    item: Readable,
    target: Language,
    out: Readable,
  ) {
    const owner = kind === 'post' ? { postId: id } : kind === 'reply' ? { replyId: id } : { storyId: id };
    await db
      .insert(itemTranslations)
      .values({
        ...owner,
        target,
        source: item.language,
        sourceHash: hashOf(item),
        title: out.title,
        content: out.content,
      })
      .onConflictDoNothing();
  }

  /** One outside call; a refusal in words a person understands, the detail only in the log. */
  async function callService(item: Readable, target: Language): Promise<Readable> {
    if (!translator) throw notEnabled();
    const texts = item.title === null ? [item.content] : [item.title, item.content];
    try {
      const out = await translator.translate({ texts, source: item.language, target });
      return item.title === null
        ? { language: item.language, title: null, content: out[0]! }
        : { language: item.language, title: out[0]!, content: out[1]! };
    } catch (err) {
      const reason = err instanceof TranslatorError ? err.reason : 'failed';
      deps.log?.warn({ err: (err as Error).message, reason }, 'translation service gave no translation');
      throw reason === 'unavailable'
        ? new AppError('TRANSLATION_FAILED', TranslationMessages.unavailable, 503)
        : new AppError('TRANSLATION_FAILED', TranslationMessages.failed, 502);
    }
  }

  return {
    /** Whether this site translates at all (the web shows no button otherwise). */
    enabled: translator !== null,

    /**
     * The item in the reader's language: only what the reader may see (its module's read), a kept
     * translation when there is one, else one call to the service (counted against the reader's
     * hour). A private message is translated each time it is asked for, and never kept.
     */
    async translate(asker: Asker, body: TranslateBody): Promise<Translation> {
      if (!translator) throw notEnabled();
      const item = await read(asker.viewer, body);
      if (!offersTranslation(item.language, body.target)) throw badRequest(TranslationMessages.sameLanguage);
      const answer = (out: { title: string | null; content: string }): Translation => ({
        kind: body.kind,
        id: body.id,
        source: item.language,
        target: body.target,
        title: out.title,
        content: out.content,
        machine: true,
      });
      if (body.kind !== 'message') {
        const found = await kept(body.kind, body.id, item, body.target);
        if (found) return answer(found);
      }
      await deps.memberLimits.take(perHour, asker.viewer?.id ?? `address:${asker.ip}`);
      const out = await callService(item, body.target);
      if (body.kind !== 'message') await keep(body.kind, body.id, item, body.target, out);
      return answer(out);
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
