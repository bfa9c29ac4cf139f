import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CompanionStored,
  titleFromMessage,
  type ChatMessage,
  type Conversation,
  type SendMessageBody,
} from '../../../contracts/companion.js';
import type { Language } from '../../../contracts/enums.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { chatConversations, chatMessages, chatSafetyEvents } from '../../db/schema/companion.js';
import type { Viewer } from '../../platform/access.js';
import type { PlatformSearch } from '../../platform/search.js';
import type { ProfilesService } from '../profiles/index.js';
import type { SafetyService } from '../safety/index.js';
import { presentConversation, type ConversationsService } from './conversations.service.js';
import type { CompanionFilesService } from './files/files.service.js';
import { enforceLimits } from './limits.js';
import { checkCitationStream, citedItems } from './citations.js';
import { retrieveLibrary, type LibraryItem } from './library.js';
import { itemIn } from './library-item.js';
import { ProviderError, type MemberContext, type ReplyProvider, type ReplyRequest } from './providers/index.js';
import { assessRisk, medicalConcernNote, safetyReply, type RiskAssessment, type RiskKind } from './safety.js';

/** Messages of the conversation a provider sees before the new one. */
const HISTORY_MESSAGES = 20;

/** One message being answered: the member's saved message, then the reply as it is produced. */
export interface Turn {
  conversation: Conversation;
  userMessage: ChatMessage;
  /** Set when the message signalled risk: the reply is the safety reply, no provider is asked. */
  risk: RiskAssessment | null;
  /**
   * The reply in pieces. Throws ProviderError when the provider fails, breaks off, or is silent for
   * longer than the timeout (before the first words or between pieces); `controller` is aborted then.
   */
  reply(controller: AbortController): AsyncGenerator<string>;
  /**
   * Saves the complete reply as Forti's message, with the library items its text cites (checked
   * against what was retrieved), and touches the conversation.
   */
  save(text: string): Promise<ChatMessage>;
}

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/**
 * Waits for each piece of `source` at most `idleMs` (the first piece included), and for the whole
 * reply at most `totalMs`; on expiry aborts the provider and throws.
 */
export async function* withTimeouts(
  source: AsyncIterable<string>,
  controller: AbortController,
  idleMs: number,
  totalMs: number,
): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const deadline = Date.now() + totalMs;
  try {
    for (;;) {
      const next = iterator.next();
      next.catch(() => {}); // it may reject after a timeout has already been decided
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), Math.max(0, Math.min(idleMs, deadline - Date.now())));
      });
      const result = await Promise.race([next, expired]).finally(() => clearTimeout(timer));
      if (result === 'timeout') {
        controller.abort(new ProviderError('the reply took too long'));
        throw new ProviderError('the reply took too long');
      }
      if (result.done) return;
      yield result.value;
    }
  } finally {
    void Promise.resolve(iterator.return?.()).catch(() => {});
  }
}

export function createRepliesService(deps: {
  db: Database;
  config: AppConfig;
  profiles: ProfilesService;
  /** The safety module: the member's own safety plan for a self-harm reply. */
  safety: Pick<SafetyService, 'planForCrisis'>;
  files: CompanionFilesService;
  search: PlatformSearch;
  provider: ReplyProvider;
  conversations: ConversationsService;
}) {
  const { db, config, profiles, safety, files, search, provider, conversations } = deps;
  const timeoutMs = config.forti.timeoutMs;

  async function memberContext(viewer: Viewer): Promise<MemberContext> {
    const p = await profiles.getOwnProfile(viewer);
    return {
      userId: p.id,
      fullName: p.fullName,
      email: p.email,
      // Null: the member has not said (decision 0062); Forti is never told 'patient' by default.
      role: p.role,
      cancerType: p.cancerType,
      ageGroup: p.ageGroup ?? null,
      location: p.location ?? null,
      diagnosisDate: p.diagnosisDate ?? null,
    };
  }

  async function history(conversationId: string, excludeId: string) {
    const rows = await db
      .select({ id: chatMessages.id, sender: chatMessages.sender, message: chatMessages.message })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), sql`${chatMessages.id} <> ${excludeId}`))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_MESSAGES);
    return rows.reverse().map((r) => ({ sender: r.sender as 'user' | 'bot', message: r.message }));
  }

  return {
    /**
     * Checks and saves the member's message (own conversation, own attachments, limits, title rule,
     * safety record). Everything that can refuse the request happens here, before any streaming.
     */
    async begin(
      viewer: Viewer,
      conversationId: string,
      body: SendMessageBody,
      language: Language = 'en',
    ): Promise<Turn> {
      const risk = assessRisk(body.message);
      const attachmentIds = body.attachmentIds ?? [];
      const attachments = attachmentIds.length > 0 ? await files.attachmentsForReply(viewer.id, attachmentIds) : [];

      // Few round trips before the first words: ownership, the title rule and updated_at are one
      // statement; the limits and the insert follow in the same transaction.
      const { conversation, saved } = await db.transaction(async (tx) => {
        // The title rule: the first message becomes the title, while it is still 'New Chat'.
        const isFirst = sql`not exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId} and ${chatMessages.sender} = 'user')`;
        const title = sql`case when ${chatConversations.title} = ${CompanionStored.defaultTitle} and ${isFirst} then ${titleFromMessage(body.message)} else ${chatConversations.title} end`;
        const [conversation] = await tx
          .update(chatConversations)
          .set({ updatedAt: sql`now()`, title })
          .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, viewer.id)))
          .returning();
        if (!conversation) throw conversations.notFound();
        // A message that signals risk counts toward the limits too; over them, the refusal names the helplines.
        await enforceLimits(tx, viewer.id, config.forti, { risk: Boolean(risk) });
        const [saved] = await tx
          .insert(chatMessages)
          .values({ conversationId, userId: viewer.id, sender: 'user', message: body.message })
          .returning({
            id: chatMessages.id,
            conversationId: chatMessages.conversationId,
            sender: chatMessages.sender,
            message: chatMessages.message,
            createdAt: chatMessages.createdAt,
          });
        if (risk)
          await tx
            .insert(chatSafetyEvents)
            .values({ userId: viewer.id, conversationId, messageId: saved!.id, kind: risk.kind });
        if (attachmentIds.length > 0) await files.attachToMessage(viewer.id, attachmentIds, saved!.id, tx);
        return { conversation, saved: saved! };
      });
      const userMessage: ChatMessage = {
        id: saved.id,
        conversationId: saved.conversationId,
        sender: 'user',
        message: saved.message,
        createdAt: saved.createdAt,
        attachments: attachments.map((a) => ({ id: a.id, name: a.name, type: a.type, size: a.size })),
      };

      // A crisis, or any sign of self-harm, is answered by the safety reply alone; a medical concern
      // (decision 0058) gets the ordinary reply with a short note on when to get help now.
      const answersInstead = risk !== null && (risk.level === 'crisis' || risk.kind === 'self_harm');
      // Retrieval comes after the safety check: a message answered by the safety reply retrieves nothing.
      const library = memo((): Promise<LibraryItem[]> =>
        answersInstead
          ? Promise.resolve([])
          : retrieveLibrary(search, body.message, language).then((items) => items.map((i) => itemIn(i, language))),
      );
      const request = (signal: AbortSignal): ReplyRequest => ({
        message: body.message,
        language,
        attachments,
        signal,
        history: memo(() => history(conversationId, saved.id)),
        member: memo(() => memberContext(viewer)),
        resources: library,
      });

      return {
        conversation: presentConversation(conversation),
        userMessage,
        risk,
        async *reply(controller) {
          if (risk && answersInstead) {
            const plan = risk.kind === 'self_harm' ? await safety.planForCrisis(viewer.id) : null;
            yield safetyReply(risk.kind, body.message, language, plan);
            return;
          }
          try {
            const pieces = withTimeouts(
              provider.reply(request(controller.signal)),
              controller,
              timeoutMs,
              timeoutMs * 10,
            );
            // The same retrieved items the provider was given (retrieved once): no citation of anything else is shown.
            yield* checkCitationStream(pieces, { items: library, publicUrl: config.publicUrl });
            if (risk) yield `\n\n${medicalConcernNote(language)}`;
          } catch (err) {
            throw err instanceof ProviderError ? err : new ProviderError('the reply provider failed', { cause: err });
          }
        },
        async save(text) {
          const citations = answersInstead ? [] : citedItems(text, await library());
          const saved = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(chatMessages)
              .values({ conversationId, userId: viewer.id, sender: 'bot', message: text, citations })
              .returning({
                id: chatMessages.id,
                conversationId: chatMessages.conversationId,
                sender: chatMessages.sender,
                message: chatMessages.message,
                createdAt: chatMessages.createdAt,
              });
            await tx
              .update(chatConversations)
              .set({ updatedAt: sql`now()` })
              .where(eq(chatConversations.id, conversationId));
            return row!;
          });
          return {
            id: saved.id,
            conversationId: saved.conversationId,
            sender: 'bot',
            message: saved.message,
            createdAt: saved.createdAt,
            attachments: [],
            citations,
          };
        },
      };
    },

    /** The member's own safety records, newest first. */
    async listSafety(userId: string) {
      const rows = await db
        .select({
          id: chatSafetyEvents.id,
          kind: chatSafetyEvents.kind,
          conversationId: chatSafetyEvents.conversationId,
          createdAt: chatSafetyEvents.createdAt,
        })
        .from(chatSafetyEvents)
        .where(eq(chatSafetyEvents.userId, userId))
        .orderBy(desc(chatSafetyEvents.createdAt))
        .limit(200);
      return { items: rows.map((r) => ({ ...r, kind: r.kind as RiskKind })) };
    },
  };
}

export type RepliesService = ReturnType<typeof createRepliesService>;
