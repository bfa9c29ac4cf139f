import { act, renderHook, waitFor } from '@testing-library/react';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendMessages,
  companionKeys,
  loadOlderMessages,
  patchConversationInLists,
  removeMessage,
  useCreateConversation,
  useDeleteConversation,
  useRenameConversation,
  type ChatMessage,
  type Conversation,
  type ConversationList,
  type ConversationWithMessages,
} from './api';
import { newQueryClient, providers, setLanguage } from './testing/i18n';

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
const conv = (id: string, title = `Chat ${id}`, minute = 0): Conversation => ({
  id,
  title,
  createdAt: at(minute),
  updatedAt: at(minute),
});
const msg = (
  id: string,
  sender: 'user' | 'bot' = 'user',
  message = `text ${id}`,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  conversationId: 'c1',
  sender,
  message,
  createdAt: at(1),
  attachments: [],
  ...extra,
});
const list = (...pages: Conversation[][]): InfiniteData<ConversationList> => ({
  pages: pages.map((items, i) => ({ items, nextCursor: i < pages.length - 1 ? `cursor-${i + 1}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : `cursor-${i}`)),
});
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

let queryClient: QueryClient;
const cached = (id = 'c1') => queryClient.getQueryData<ConversationWithMessages>(companionKeys.messages(id));
const ids = (id = 'c1') => cached(id)?.messages.map((m) => m.id);
const titles = (q = '') =>
  queryClient
    .getQueryData<InfiniteData<ConversationList>>(companionKeys.conversationList(q))
    ?.pages.map((p) => p.items.map((c) => c.title));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(async () => {
  await setLanguage('en');
  queryClient = newQueryClient();
  queryClient.setQueryData(companionKeys.messages('c1'), {
    conversation: conv('c1'),
    messages: [msg('greeting', 'bot'), msg('m1')],
    olderCursor: null,
  });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('appendMessages', () => {
  it('adds new messages after the cached ones', () => {
    appendMessages(queryClient, 'c1', [msg('m2'), msg('m3', 'bot')]);
    expect(ids()).toEqual(['greeting', 'm1', 'm2', 'm3']);
  });

  it("puts the saved message in the place of the browser's own copy", () => {
    appendMessages(queryClient, 'c1', [msg('local-1', 'user', 'Hello', { local: 'pending' })]);
    appendMessages(queryClient, 'c1', [msg('m4', 'bot')]);
    appendMessages(queryClient, 'c1', [msg('m2', 'user', 'Hello')], 'local-1');
    expect(ids()).toEqual(['greeting', 'm1', 'm2', 'm4']);
    expect(cached()?.messages[2]).not.toHaveProperty('local');
  });

  it('never shows a message twice when it arrives again', () => {
    appendMessages(queryClient, 'c1', [msg('m2', 'bot', 'first version')]);
    appendMessages(queryClient, 'c1', [msg('m2', 'bot', 'final version')]);
    expect(ids()).toEqual(['greeting', 'm1', 'm2']);
    expect(cached()?.messages.at(-1)?.message).toBe('final version');
  });

  it('drops the replaced copy even when several messages arrive at once', () => {
    appendMessages(queryClient, 'c1', [msg('local-1', 'user', 'x', { local: 'pending' })]);
    appendMessages(queryClient, 'c1', [msg('m2'), msg('m3', 'bot')], 'local-1');
    expect(ids()).toEqual(['greeting', 'm1', 'm2', 'm3']);
  });

  it('leaves a conversation that is not cached alone', () => {
    appendMessages(queryClient, 'c9', [msg('m2')]);
    expect(cached('c9')).toBeUndefined();
  });
});

describe('removeMessage', () => {
  it('takes one message out and keeps the rest in order', () => {
    appendMessages(queryClient, 'c1', [msg('m2'), msg('m3')]);
    removeMessage(queryClient, 'c1', 'm2');
    expect(ids()).toEqual(['greeting', 'm1', 'm3']);
  });
});

describe('patchConversationInLists', () => {
  beforeEach(() => {
    queryClient.setQueryData(
      companionKeys.conversationList(''),
      list([conv('c1', 'A'), conv('c2', 'B')], [conv('c3', 'C')]),
    );
    queryClient.setQueryData(companionKeys.conversationList('sleep'), list([conv('c3', 'C')]));
  });

  it('changes the conversation in every cached list, search results included', () => {
    patchConversationInLists(queryClient, { id: 'c3', title: 'Sleep after chemo' });
    expect(titles('')).toEqual([['A', 'B'], ['Sleep after chemo']]);
    expect(titles('sleep')).toEqual([['Sleep after chemo']]);
  });

  it('moves a conversation just written in to the top of the first page', () => {
    patchConversationInLists(queryClient, { id: 'c3', updatedAt: at(30) }, true);
    expect(titles('')).toEqual([['C', 'A', 'B'], []]);
    const first = queryClient.getQueryData<InfiniteData<ConversationList>>(companionKeys.conversationList(''))!
      .pages[0]!.items[0]!;
    expect(first.updatedAt).toBe(at(30));
  });

  it('adds nothing to a list that does not hold the conversation', () => {
    patchConversationInLists(queryClient, { id: 'c1', title: 'A2' }, true);
    expect(titles('sleep')).toEqual([['C']]);
  });
});

describe('loadOlderMessages', () => {
  it('puts the earlier page in front, without repeats, and remembers the next cursor', async () => {
    queryClient.setQueryData(companionKeys.messages('c1'), {
      conversation: conv('c1'),
      messages: [msg('m3'), msg('m4')],
      olderCursor: 'before-m3',
    });
    fetchMock.mockResolvedValue(
      json({ conversation: conv('c1'), messages: [msg('m1'), msg('m2'), msg('m3')], olderCursor: 'before-m1' }),
    );
    await loadOlderMessages(queryClient, 'c1', 'before-m3');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/companion/conversations/c1?before=before-m3');
    expect(ids()).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(cached()?.olderCursor).toBe('before-m1');
  });

  it('keeps the cache as it was when the page cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    await expect(loadOlderMessages(queryClient, 'c1', 'x')).rejects.toMatchObject({ status: 500 });
    expect(ids()).toEqual(['greeting', 'm1']);
  });
});

describe('conversation mutations', () => {
  beforeEach(() => {
    queryClient.setQueryData(companionKeys.conversationList(''), list([conv('c1', 'New Chat'), conv('c2', 'Scans')]));
    queryClient.setQueryData(companionKeys.conversationList('scan'), list([conv('c2', 'Scans')]));
  });

  it('a new conversation is cached with its greeting, ready to open', async () => {
    const created = {
      conversation: conv('c5', 'New Chat'),
      messages: [msg('g5', 'bot', 'Hello', { conversationId: 'c5' })],
      olderCursor: null,
    };
    fetchMock.mockResolvedValue(json(created, 201));
    const { result } = renderHook(() => useCreateConversation(), { wrapper: providers(queryClient) });
    await act(() => result.current.mutateAsync());
    expect(cached('c5')).toEqual(created);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('a renamed conversation shows its new title in its header and in every list', async () => {
    fetchMock.mockResolvedValue(json(conv('c2', 'Scan results')));
    queryClient.setQueryData(companionKeys.messages('c2'), {
      conversation: conv('c2', 'Scans'),
      messages: [],
      olderCursor: null,
    });
    const { result } = renderHook(() => useRenameConversation(), { wrapper: providers(queryClient) });
    await act(() => result.current.mutateAsync({ id: 'c2', title: 'Scan results' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({ title: 'Scan results' });
    expect(cached('c2')?.conversation.title).toBe('Scan results');
    expect(titles('')).toEqual([['New Chat', 'Scan results']]);
    expect(titles('scan')).toEqual([['Scan results']]);
  });

  it('a deleted conversation leaves every list and its messages are forgotten', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { result } = renderHook(() => useDeleteConversation(), { wrapper: providers(queryClient) });
    await act(() => result.current.mutateAsync('c1'));
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(titles('')).toEqual([['Scans']]);
    expect(cached('c1')).toBeUndefined();
  });

  it('a refused delete changes nothing', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'NOT_FOUND', message: 'Conversation not found' } }, 404));
    const { result } = renderHook(() => useDeleteConversation(), { wrapper: providers(queryClient) });
    await act(async () => {
      await result.current.mutateAsync('c1').catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(titles('')).toEqual([['New Chat', 'Scans']]);
    expect(ids()).toEqual(['greeting', 'm1']);
  });
});
