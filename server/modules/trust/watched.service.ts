import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import {
  WatchedMessages,
  WatchedLimits,
  type WatchedWord,
  WatchedWordBody,
  type WatchedWordList,
} from '../../../contracts/watched-words.js';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { watchedWords } from '../../db/schema/trust.js';
import { writeAudit } from '../../platform/audit.js';
import { keyset } from '../../platform/cursor.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/index.js';
import { compileEntry, matchEntries, type CompiledEntry } from './watched.js';

/** How long one process reuses the entries it read (another process's edit shows within it; its own at once). */
const CACHE_MS = 10_000;

type Row = typeof watchedWords.$inferSelect;
type Body = z.output<typeof WatchedWordBody>;

const byPattern = keyset({
  columns: [watchedWords.pattern, watchedWords.id],
  kinds: ['text', 'uuid'],
  direction: 'asc',
});

/**
 * The administrators' watched words (issue 41, decision 0082): listed, added, changed and deleted
 * (each audited), tried on a sample text, and matched against what members write. The compiled
 * entries are kept a few seconds per process, so a write costs no query for them.
 */
export function createWatchedWords(deps: { db: Database; accounts: Pick<AccountsService, 'namesByIds'> }) {
  const { db } = deps;
  let cache: { at: number; entries: CompiledEntry[] } | null = null;

  async function load(): Promise<CompiledEntry[]> {
    const rows = await db.select().from(watchedWords);
    const entries = rows.flatMap((r) => {
      const compiled = compileEntry({
        id: r.id,
        pattern: r.pattern,
        action: r.action as CompiledEntry['action'],
        newMembersOnly: r.newMembersOnly,
      });
      return compiled ? [compiled] : [];
    });
    cache = { at: Date.now(), entries };
    return entries;
  }

  /** The entries now (read again when older than a few seconds). */
  async function entries(): Promise<CompiledEntry[]> {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache.entries;
    return load();
  }

  async function present(rows: Row[]): Promise<WatchedWord[]> {
    const names = await deps.accounts.namesByIds(rows.map((r) => r.updatedBy));
    return rows.map((r) => ({
      id: r.id,
      pattern: r.pattern,
      action: r.action as WatchedWord['action'],
      newMembersOnly: r.newMembersOnly,
      note: r.note,
      updatedByName: r.updatedBy ? (names.get(r.updatedBy) ?? null) : null,
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function refuseDuplicate(pattern: string, exceptId?: string): Promise<void> {
    const [same] = await db
      .select({ id: watchedWords.id })
      .from(watchedWords)
      .where(
        and(
          sql`lower(${watchedWords.pattern}) = ${pattern.toLowerCase()}`,
          exceptId ? ne(watchedWords.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (same) throw conflict(WatchedMessages.duplicate);
  }

  function compiles(pattern: string): void {
    // The contract refused what is not a pattern; this catches one that folds to nothing (only marks, say).
    if (!compileEntry({ id: '', pattern, action: 'flag', newMembersOnly: false }))
      throw badRequest(WatchedMessages.patternTooLoose);
  }

  return {
    entries,

    /** The entries a text meets for an author of this standing. */
    async match(text: string, isNewMember: boolean): Promise<CompiledEntry[]> {
      return matchEntries(await entries(), text, { isNewMember });
    },

    /**
     * The entries a private message meets, from the entries last read (read again in the background
     * when old): those for every member, since a connection's phone number is no harm.
     */
    matchCached(text: string): CompiledEntry[] {
      if (!cache || Date.now() - cache.at >= CACHE_MS) void load().catch(() => undefined);
      return cache ? matchEntries(cache.entries, text, { isNewMember: false }) : [];
    },

    async list(query: { q?: string; cursor?: string }): Promise<WatchedWordList> {
      const limit = WatchedLimits.pageSize;
      const rows = await db
        .select()
        .from(watchedWords)
        .where(
          and(
            query.q ? ilike(watchedWords.pattern, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
            byPattern.after(query.cursor),
          ),
        )
        .orderBy(...byPattern.orderBy)
        .limit(limit + 1);
      const page = byPattern.page(rows, limit, (r) => [r.pattern, r.id]);
      return { items: await present(page.items), nextCursor: page.nextCursor };
    },

    async create(actorId: string, body: Body): Promise<WatchedWord> {
      compiles(body.pattern);
      await refuseDuplicate(body.pattern);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(watchedWords)
          .values({ ...body, updatedBy: actorId })
          .returning();
        await writeAudit(tx, {
          action: 'watched_word_added',
          adminId: actorId,
          targetUserId: null,
          details: { id: created!.id, ...body },
        });
        return created!;
      });
      await load();
      return (await present([row]))[0]!;
    },

    async update(actorId: string, id: string, body: Body): Promise<WatchedWord> {
      compiles(body.pattern);
      await refuseDuplicate(body.pattern, id);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(watchedWords).where(eq(watchedWords.id, id));
        if (!before) throw notFound(WatchedMessages.notFound);
        const [changed] = await tx
          .update(watchedWords)
          .set({ ...body, updatedBy: actorId, updatedAt: new Date() })
          .where(eq(watchedWords.id, id))
          .returning();
        await writeAudit(tx, {
          action: 'watched_word_changed',
          adminId: actorId,
          targetUserId: null,
          details: {
            id,
            before: { pattern: before.pattern, action: before.action, newMembersOnly: before.newMembersOnly },
            ...body,
          },
        });
        return changed!;
      });
      await load();
      return (await present([row]))[0]!;
    },

    async remove(actorId: string, id: string): Promise<{ deleted: true }> {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(watchedWords).where(eq(watchedWords.id, id)).returning();
        if (!gone) throw notFound(WatchedMessages.notFound);
        await writeAudit(tx, {
          action: 'watched_word_deleted',
          adminId: actorId,
          targetUserId: null,
          details: { id, pattern: gone.pattern, action: gone.action, newMembersOnly: gone.newMembersOnly },
        });
      });
      await load();
      return { deleted: true };
    },

    /** Which entries a sample text meets (the admin's "test a text"), whatever its author's level. */
    async test(text: string) {
      const found = matchEntries(await load(), text, { isNewMember: true });
      return {
        matches: found.map((e) => ({
          id: e.id,
          pattern: e.pattern,
          action: e.action,
          newMembersOnly: e.newMembersOnly,
        })),
      };
    },
  };
}

export type WatchedWords = ReturnType<typeof createWatchedWords>;
