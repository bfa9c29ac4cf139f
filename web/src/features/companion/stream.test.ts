import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api';
import { readEventStream, streamReply, type WireStreamEvent } from './stream';
import { setLanguage, sse, streamedResponse } from './testing/i18n';

const saved = {
  id: 'm2',
  conversationId: 'c1',
  sender: 'bot',
  message: 'नमस्ते, मैं Forti हूँ।',
  createdAt: '2026-11-23T10:00:00.000Z',
  attachments: [],
};

async function collect(pieces: Array<string | Uint8Array>): Promise<WireStreamEvent[]> {
  const events: WireStreamEvent[] = [];
  await readEventStream(streamedResponse(pieces).body!, (event) => events.push(event));
  return events;
}

describe('readEventStream, one event at a time', () => {
  // Each case is one event block as it ends a body: a blank line or the end of the body closes it.
  const one = async (block: string) => (await collect([block])).at(0) ?? null;

  it('reads the event name and its JSON data', async () => {
    expect(await one('event: delta\ndata: {"text":"Hello"}\n\n')).toEqual({
      event: 'delta',
      data: { text: 'Hello' },
    });
  });

  it('joins several data lines with a line break, and takes "data:" with or without its space', async () => {
    expect(await one('event: delta\ndata:{"text":\ndata: "two lines"}\n\n')).toEqual({
      event: 'delta',
      data: { text: 'two lines' },
    });
  });

  it('skips comments and carriage returns', async () => {
    expect(await one(': keep-alive\r\nevent: error\r\ndata: {"code":"PROVIDER","message":"x"}\r\n\r\n')).toEqual({
      event: 'error',
      data: { code: 'PROVIDER', message: 'x' },
    });
  });

  it('ignores events it does not know, blocks without data, and data that is not JSON', async () => {
    expect(await one('event: ping\ndata: {}\n\n')).toBeNull();
    expect(await one('data: {"text":"no event name"}\n\n')).toBeNull();
    expect(await one('event: delta\n\n')).toBeNull();
    expect(await one('event: delta\ndata: {"text":\n\n')).toBeNull();
    expect(await one(': only a comment\n\n')).toBeNull();
    // A name does not carry over to the next block: data after a block without data has no name.
    expect(await collect(['event: delta\n\ndata: {"text":"no name"}\n\n'])).toEqual([]);
  });
});

describe('readEventStream', () => {
  it('hands over the events in order when each arrives whole', async () => {
    const events = await collect([
      sse('delta', { text: 'One ' }),
      sse('delta', { text: 'two' }),
      sse('done', { message: saved }),
    ]);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    expect(events[2]).toEqual({ event: 'done', data: { message: saved } });
  });

  it('waits for the blank line when the network cuts an event anywhere, even inside a Hindi letter', async () => {
    const whole = new TextEncoder().encode(
      sse('delta', { text: 'कीमोथेरेपी से पहले' }) + sse('delta', { text: ' डॉक्टर से पूछिए' }),
    );
    // Every cut position, one byte at a time at the worst: the result never changes.
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const pieces: Uint8Array[] = [];
      for (let i = 0; i < whole.length; i += size) pieces.push(whole.slice(i, i + size));
      const events = await collect(pieces);
      expect(events, `pieces of ${size} bytes`).toEqual([
        { event: 'delta', data: { text: 'कीमोथेरेपी से पहले' } },
        { event: 'delta', data: { text: ' डॉक्टर से पूछिए' } },
      ]);
    }
  });

  it('understands CRLF line ends and a blank line split between two reads', async () => {
    const events = await collect([
      'event: delta\r\ndata: {"text":"a"}\r\n',
      '\r\nevent: delta\r\n',
      'data: {"text":"b"}\r\n\r\n',
    ]);
    expect(events).toEqual([
      { event: 'delta', data: { text: 'a' } },
      { event: 'delta', data: { text: 'b' } },
    ]);
  });

  it('delivers a last event that ends with the body rather than a blank line', async () => {
    const events = await collect([sse('delta', { text: 'x' }), 'event: done\ndata: {"message":{"id":"m9"}}']);
    expect(events.at(-1)).toEqual({ event: 'done', data: { message: { id: 'm9' } } });
  });

  it('passes over keep-alive comments and unknown events between real ones', async () => {
    const events = await collect([': ping\n\n', 'event: progress\ndata: {}\n\n', sse('delta', { text: 'ok' })]);
    expect(events).toEqual([{ event: 'delta', data: { text: 'ok' } }]);
  });
});

describe('streamReply', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the message with the page language, so that Forti answers in Hindi on a Hindi page', async () => {
    await setLanguage('hi');
    fetchMock.mockResolvedValue(streamedResponse([sse('delta', { text: 'नमस्ते' })]));
    const events: WireStreamEvent[] = [];
    await streamReply('c1', { message: 'नमस्ते', attachmentIds: ['a1'] }, (e) => events.push(e));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/companion/conversations/c1/messages');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ message: 'नमस्ते', attachmentIds: ['a1'] });
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', 'accept-language': 'hi-IN' });
    expect(events).toEqual([{ event: 'delta', data: { text: 'नमस्ते' } }]);

    await setLanguage('en');
    fetchMock.mockResolvedValue(streamedResponse([]));
    await streamReply('c1', { message: 'Hello', attachmentIds: [] }, () => undefined);
    expect(fetchMock.mock.calls[1]![1]?.headers).toMatchObject({ 'accept-language': 'en-IN' });
  });

  it('turns a refusal before the stream (429) into an ApiError with the server code and words', async () => {
    const body = { error: { code: 'RATE_LIMITED', message: 'You have sent a lot of messages in a short time.' } };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json' } }),
    );
    const error = await streamReply('c1', { message: 'hi', attachmentIds: [] }, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: body.error.message });
  });

  it('keeps the status as the code when the refusal is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(streamReply('c1', { message: 'hi', attachmentIds: [] }, () => undefined)).rejects.toMatchObject({
      status: 502,
      code: '502',
    });
  });

  it('reports a lost connection as a network error, and an abort as itself', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(streamReply('c1', { message: 'hi', attachmentIds: [] }, () => undefined)).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
    });

    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The user aborted a request.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(
      streamReply('c1', { message: 'hi', attachmentIds: [] }, () => undefined, controller.signal),
    ).rejects.toBe(abort);
  });
});
