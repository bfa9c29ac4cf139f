import { act, renderHook } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanionStored, CompanionText } from '@contracts/companion';
import { englishTemplate } from '@contracts/messages';
import { companionKeys, type ChatMessage, type ConversationWithMessages } from './api';
import { newQueryClient, providers, setLanguage, sse, streamedResponse } from './testing/i18n';
import { useSendMessage } from './use-send-message';

const conversation = {
  id: 'c1',
  title: 'New Chat',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const greeting: ChatMessage = {
  id: 'g1',
  conversationId: 'c1',
  sender: 'bot',
  message: CompanionStored.greeting,
  isGreeting: true,
  createdAt: conversation.createdAt,
  attachments: [],
};
const savedUser = (text: string): ChatMessage => ({
  id: 'u1',
  conversationId: 'c1',
  sender: 'user',
  message: text,
  createdAt: '2026-11-23T10:01:00.000Z',
  attachments: [],
});
const savedBot = (text: string): ChatMessage => ({
  id: 'b1',
  conversationId: 'c1',
  sender: 'bot',
  message: text,
  createdAt: '2026-11-23T10:01:05.000Z',
  attachments: [],
});

let queryClient: QueryClient;
const fetchMock = vi.fn<typeof fetch>();
const messages = () => queryClient.getQueryData<{ messages: ChatMessage[] }>(companionKeys.messages('c1'))!.messages;

function renderSend() {
  return renderHook(() => useSendMessage(), { wrapper: providers(queryClient) });
}

beforeEach(async () => {
  await setLanguage('en');
  queryClient = newQueryClient();
  queryClient.setQueryData(companionKeys.messages('c1'), { conversation, messages: [greeting], olderCursor: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useSendMessage', () => {
  it("shows the member's message at once, then keeps the saved one and Forti's reply", async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const { result } = renderSend();
    let sending!: Promise<unknown>;
    act(() => {
      sending = result.current.send('c1', '  I feel scared  ', []);
    });
    // Before the server answers: the member's bubble (trimmed) and the typing state.
    expect(messages().map((m) => [m.sender, m.message, m.local])).toEqual([
      ['bot', CompanionStored.greeting, undefined],
      ['user', 'I feel scared', 'pending'],
    ]);
    expect(result.current.pending).toEqual({ conversationId: 'c1', text: '' });

    const renamed = { ...conversation, title: 'I feel scared', updatedAt: '2026-11-23T10:01:00.000Z' };
    await act(async () => {
      release(
        streamedResponse([
          sse('user', { message: savedUser('I feel scared'), conversation: renamed }),
          sse('delta', { text: 'Thank you ' }),
          sse('delta', { text: 'for telling me.' }),
          sse('done', { message: savedBot('Thank you for telling me.') }),
        ]),
      );
      expect(await sending).toEqual({ status: 'sent' });
    });
    expect(messages().map((m) => [m.id, m.local])).toEqual([
      ['g1', undefined],
      ['u1', undefined],
      ['b1', undefined],
    ]);
    expect(queryClient.getQueryData<ConversationWithMessages>(companionKeys.messages('c1'))!.conversation.title).toBe(
      'I feel scared',
    );
    expect(result.current.pending).toBeNull();
    expect(result.current.announcement).toBe('Forti replied: Thank you for telling me.');
  });

  it('keeps the message and adds the failed-reply bubble when the reply fails midway', async () => {
    fetchMock.mockResolvedValue(
      streamedResponse([
        sse('user', { message: savedUser('Hello'), conversation }),
        sse('delta', { text: 'Hel' }),
        sse('error', { code: 'PROVIDER', message: 'x' }),
      ]),
    );
    const { result } = renderSend();
    await act(async () => expect(await result.current.send('c1', 'Hello', [])).toEqual({ status: 'failed' }));
    expect(messages().map((m) => [m.id, m.local ?? null])).toEqual([
      ['g1', null],
      ['u1', null],
      [expect.stringMatching(/^local-failed-/), 'failed'],
    ]);
    expect(result.current.announcement).toBe(englishTemplate(CompanionText.failedReply.key));
  });

  it('counts a stream that ends without its last event as a failed reply', async () => {
    fetchMock.mockResolvedValue(
      streamedResponse([sse('user', { message: savedUser('Hello'), conversation }), sse('delta', { text: 'Hel' })]),
    );
    const { result } = renderSend();
    await act(async () => expect(await result.current.send('c1', 'Hello', [])).toEqual({ status: 'failed' }));
    expect(messages().at(-1)?.local).toBe('failed');
  });

  it("takes the member's bubble back when the server refuses before saving (429), with the server's words", async () => {
    const refusal = {
      error: {
        code: 'RATE_LIMITED',
        message: "You've sent a lot of messages in a short time. Please wait 30 seconds and try again.",
      },
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(refusal), { status: 429 }));
    const { result } = renderSend();
    await act(async () =>
      expect(await result.current.send('c1', 'Hello', [])).toEqual({
        status: 'refused',
        message: refusal.error.message,
      }),
    );
    expect(messages().map((m) => m.id)).toEqual(['g1']);
  });

  it('a request that never reached the server is unsent: nothing stays in the conversation, the box gets the text back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderSend();
    await act(async () => expect(await result.current.send('c1', 'Hello', [])).toEqual({ status: 'unsent' }));
    expect(messages().map((m) => [m.sender, m.local])).toEqual([['bot', undefined]]);
  });

  it('sends nothing empty, and one message at a time', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { result } = renderSend();
    await act(async () => expect(await result.current.send('c1', '   ', [])).toEqual({ status: 'skipped' }));
    act(() => void result.current.send('c1', 'first', []));
    await act(async () => expect(await result.current.send('c1', 'second', [])).toEqual({ status: 'skipped' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on a Hindi page asks for a Hindi reply and announces in Hindi', async () => {
    await setLanguage('hi');
    fetchMock.mockResolvedValue(
      streamedResponse([
        sse('user', { message: savedUser('नमस्ते'), conversation }),
        sse('done', { message: savedBot('नमस्ते, आपका स्वागत है।') }),
      ]),
    );
    const { result } = renderSend();
    await act(async () => expect(await result.current.send('c1', 'नमस्ते', [])).toEqual({ status: 'sent' }));
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'accept-language': 'hi-IN' });
    expect(result.current.announcement).toBe('Forti का जवाब: नमस्ते, आपका स्वागत है।');
  });
});

describe('useSendMessage refusals without the server words', () => {
  it('says in the page language that something went wrong when the refusal has no words', async () => {
    await setLanguage('hi');
    fetchMock.mockResolvedValue(new Response('Bad Request', { status: 400 }));
    const { result } = renderSend();
    const hiCommon = (await import('@/locales/hi/common.json')).default;
    await act(async () =>
      expect(await result.current.send('c1', 'Hello', [])).toEqual({
        status: 'refused',
        message: hiCommon.errors.unexpected,
      }),
    );
  });
});
