import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR_CODE, type ApiIssue } from '@/lib/api';
import { describeApiError } from '@/lib/api-errors';
import { sessionQueryKey } from '@/lib/session';
import { appendMessages, companionKeys, patchConversationInLists, removeMessage, type Attachment } from './api';
import { streamReply } from './stream';

/** The reply being written: which conversation, and the text streamed so far ('' until the first words). */
export interface PendingReply {
  conversationId: string;
  text: string;
}

/**
 * - sent: the reply arrived and was saved;
 * - failed: the member's message stays, and the failed-reply bubble was added;
 * - refused: the server turned the message away before saving it (e.g. 429), with `message` to show
 *   (the server's words, in the page's language) and the field `issues` it named, if any;
 * - unsent: the request never reached the server (offline, the connection dropped before it was
 *   saved): nothing was kept, and the member's text goes back into the box to send again;
 * - skipped: empty, or another reply is still pending.
 */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'unsent' }
  | { status: 'failed' }
  | { status: 'refused'; message: string; issues?: ApiIssue[] }
  | { status: 'skipped' };

let localCounter = 0;
const localId = (kind: string) => `local-${kind}-${Date.now()}-${++localCounter}`;

/**
 * Sends a message and streams Forti's reply into the conversation's cache (core §4 Chat): the
 * member's bubble at once, then the reply as it is written, and the failed-reply bubble when the
 * connection or the reply fails. One reply at a time.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('companion');
  const { t: tCommon } = useTranslation('common');
  const [pending, setPending] = useState<PendingReply | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (conversationId: string, text: string, attachments: Attachment[]): Promise<SendOutcome> => {
      const message = text.trim();
      if (!message || busyRef.current) return { status: 'skipped' };
      busyRef.current = true;
      const controller = new AbortController();
      abortRef.current = controller;

      const optimisticId = localId('user');
      appendMessages(queryClient, conversationId, [
        {
          id: optimisticId,
          conversationId,
          sender: 'user',
          message,
          createdAt: new Date().toISOString(),
          attachments,
          local: 'pending',
        },
      ]);
      setPending({ conversationId, text: '' });
      setAnnouncement('');

      let outcome: 'done' | 'failed' | null = null;
      const fail = () => {
        outcome = 'failed';
        appendMessages(queryClient, conversationId, [
          {
            id: localId('failed'),
            conversationId,
            sender: 'bot',
            // Never shown as written: the bubble reads its words from the catalog (words.ts).
            message: '',
            createdAt: new Date().toISOString(),
            attachments: [],
            local: 'failed',
          },
        ]);
        setAnnouncement(t('failedReply'));
      };

      try {
        await streamReply(
          conversationId,
          { message, attachmentIds: attachments.map((a) => a.id) },
          (event) => {
            switch (event.event) {
              case 'user':
                appendMessages(queryClient, conversationId, [event.data.message], optimisticId);
                patchConversationInLists(queryClient, event.data.conversation, true);
                queryClient.setQueryData(
                  companionKeys.messages(conversationId),
                  (old: { conversation: object } | undefined) =>
                    old ? { ...old, conversation: event.data.conversation } : old,
                );
                break;
              case 'delta':
                setPending((current) => (current ? { ...current, text: current.text + event.data.text } : current));
                break;
              case 'done':
                outcome = 'done';
                appendMessages(queryClient, conversationId, [event.data.message]);
                setAnnouncement(t('messages.replied', { message: event.data.message.message }));
                break;
              case 'error':
                if (!outcome) fail();
                break;
            }
          },
          controller.signal,
        );
        if (!outcome) fail();
        return outcome === 'done' ? { status: 'sent' } : { status: 'failed' };
      } catch (error) {
        if (controller.signal.aborted) return { status: 'skipped' };
        if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE && !outcome) {
          // Never reached the server (streamReply throws this only when the request itself failed).
          removeMessage(queryClient, conversationId, optimisticId);
          return { status: 'unsent' };
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          // Turned away before it was saved: the member keeps the text to send again later.
          removeMessage(queryClient, conversationId, optimisticId);
          if (error.status === 401) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          // The server's own words when it gave any; a bare status says only that it failed.
          const message =
            error.code === String(error.status) ? tCommon('errors.unexpected') : describeApiError(tCommon, error);
          return error.issues?.length
            ? { status: 'refused', message, issues: error.issues }
            : { status: 'refused', message };
        }
        if (!outcome) fail();
        return { status: 'failed' };
      } finally {
        busyRef.current = false;
        abortRef.current = null;
        setPending(null);
        void queryClient.invalidateQueries({ queryKey: companionKeys.conversations });
      }
    },
    [queryClient, t, tCommon],
  );

  return { send, pending, isPending: pending !== null, announcement };
}
