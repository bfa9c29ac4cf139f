import { describe, expect, it } from 'vitest';
import { chunk } from '../../../test/companion.js';
import { readCompletionStream } from './openai.js';
import { ProviderError } from './types.js';

const encoder = new TextEncoder();

/** A body that hands over the given pieces, then ends (or fails with `failWith`). */
function body(pieces: Array<string | Uint8Array>, failWith?: Error) {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      if (failWith) controller.error(failWith);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

async function read(pieces: Array<string | Uint8Array>, failWith?: Error) {
  const texts: string[] = [];
  for await (const text of readCompletionStream(body(pieces, failWith).stream)) texts.push(text);
  return texts;
}

/** The bytes cut every `size` bytes. */
function cut(text: string, size: number) {
  const whole = encoder.encode(text);
  const pieces: Uint8Array[] = [];
  for (let i = 0; i < whole.length; i += size) pieces.push(whole.slice(i, i + size));
  return pieces;
}

describe('readCompletionStream', () => {
  it('gives the text pieces in order, however the bytes were cut, even inside a Hindi letter', async () => {
    const whole = chunk('कीमोथेरेपी से पहले') + chunk(' डॉक्टर से पूछिए', 'stop') + 'data: [DONE]\n\n';
    for (const size of [1, 2, 3, 5, 7, 64, whole.length]) {
      expect(await read(cut(whole, size)), `pieces of ${size} bytes`).toEqual(['कीमोथेरेपी से पहले', ' डॉक्टर से पूछिए']);
    }
  });

  it('understands CRLF line ends and passes over keep-alives, event names, empty pieces and malformed data', async () => {
    const texts = await read([
      ': keep-alive\r\n\r\n',
      chunk('I hear ').replaceAll('\n', '\r\n'),
      'data: {not json}\n\n',
      'event: ping\ndata: {"choices":[]}\n\n',
      chunk(''),
      chunk('you.'),
      'data: [DONE]\n\n',
    ]);
    expect(texts).toEqual(['I hear ', 'you.']);
  });

  it('is complete with [DONE] alone or with a finish_reason alone, and with a last event that lacks its blank line', async () => {
    expect(await read([chunk('a'), 'data: [DONE]\n\n'])).toEqual(['a']);
    expect(await read([chunk('b', 'stop')])).toEqual(['b']);
    expect(await read([chunk('c'), 'data: [DONE]\n'])).toEqual(['c']);
  });

  it('fails when the stream ends before the reply is complete, even after some text', async () => {
    await expect(read([chunk('Cut short')])).rejects.toThrow(
      new ProviderError('the chat stream ended before the reply was complete'),
    );
    // A last line cut short is not read: the [DONE] never fully arrived.
    await expect(read([chunk('Cut short'), 'data: [DO'])).rejects.toThrow(/ended before the reply was complete/);
    await expect(read([chunk('Cut short'), 'data: [DONE]'])).rejects.toThrow(/ended before the reply was complete/);
  });

  it('fails on a reply with no text', async () => {
    await expect(read([chunk('', 'stop'), 'data: [DONE]\n\n'])).rejects.toThrow(
      new ProviderError('the chat API sent an empty reply'),
    );
  });

  it('fails with the words of an error the API reports in the stream', async () => {
    await expect(read([chunk('a'), 'data: {"error":{"message":"model overloaded"}}\n\n'])).rejects.toThrow(
      new ProviderError('the chat API reported an error: model overloaded'),
    );
    await expect(read(['data: {"error":"quota"}\n\n'])).rejects.toThrow(/reported an error: quota/);
    await expect(read(['data: {"error":{}}\n\n'])).rejects.toThrow(/reported an error: unknown/);
  });

  it('fails when the connection breaks off, keeping the cause', async () => {
    const reset = new Error('socket hang up');
    const error = await read([chunk('The first half')], reset).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: 'the chat stream broke off', cause: reset });
  });

  it('stops the transfer when the reader leaves early', async () => {
    const { stream, cancelled } = body([chunk('one'), chunk('two'), chunk('three', 'stop')]);
    for await (const text of readCompletionStream(stream)) {
      expect(text).toBe('one');
      break;
    }
    await Promise.resolve();
    expect(cancelled()).toBe(true);
  });
});
