import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CompanionText } from '../../../../contracts/companion.js';
import { CompanionFileLimits, CompanionFileText } from '../../../../contracts/companion-files.js';
import { as, createMember, type Member } from '../../../test/helpers.js';
import { createFilesTestApp } from '../../../test/companion-files.js';
import { multipart, pdfWithText, wavRecording, webmRecording } from '../../../test/fixtures/files.js';
import { englishOf } from '../../../platform/i18n.js';

/** A local stand-in for an OpenAI-compatible transcription API. */
interface Received {
  url: string;
  authorization?: string;
  model: FormDataEntryValue | null;
  responseFormat: FormDataEntryValue | null;
  file: File | null;
}
let mode: 'ok' | 'fail' | 'slow' | 'garbage' = 'ok';
const received: Received[] = [];
let upstream: Server;

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type']! },
    body: Buffer.concat(chunks),
  }).formData();
}

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let off: Awaited<ReturnType<typeof createFilesTestApp>>;
let member: Member;
let port: number;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const file = form.get('file');
      received.push({
        url: req.url!,
        authorization: req.headers.authorization,
        model: form.get('model'),
        responseFormat: form.get('response_format'),
        file: file instanceof File ? file : null,
      });
      if (mode === 'slow') await new Promise((r) => setTimeout(r, 2500));
      if (mode === 'fail')
        return res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"model overloaded"}}');
      if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy page</html>');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ text: '  I have my chemotherapy on Thursday.  ' }));
    })();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
  t = await createFilesTestApp({
    env: {
      TRANSCRIBE_BASE_URL: `http://127.0.0.1:${port}/v1/`,
      TRANSCRIBE_API_KEY: 'sk-local-test',
      TRANSCRIBE_MODEL: 'whisper-small',
      TRANSCRIBE_TIMEOUT_MS: '1000',
    },
  });
  off = await createFilesTestApp({ shareDatabaseOf: t });
  member = await createMember(t, 'patient');
  // Two apps and a local server: allow for a busy machine.
}, 120_000);
afterAll(async () => {
  await off?.close();
  await t?.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const transcribe = (app: typeof t, who: Member | null, audio: Buffer) =>
  as(app.app, who, {
    method: 'POST',
    url: '/api/companion/transcriptions',
    payload: { audio: audio.toString('base64') },
  });

describe('voice to text (core §4 Voice recording, §8)', () => {
  it('sends the recording to the configured OpenAI-compatible service and answers its text, trimmed', async () => {
    const audio = webmRecording();
    const res = await transcribe(t, member, audio);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text: 'I have my chemotherapy on Thursday.' });
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.url).toBe('/v1/audio/transcriptions');
    expect(got.authorization).toBe('Bearer sk-local-test');
    expect(got.model).toBe('whisper-small');
    expect(got.responseFormat).toBe('json');
    expect(got.file?.name).toBe('audio.webm');
    expect(got.file?.type).toBe('audio/webm');
    expect(Buffer.from(await got.file!.arrayBuffer()).equals(audio)).toBe(true);
  });

  it('also takes the recording as a multipart "audio" field', async () => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: '/api/companion/transcriptions',
      ...(await multipart('audio', wavRecording(3), 'clip.wav', 'audio/wav')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(received[0]!.file?.name).toBe('audio.wav');
  });

  it('answers "Transcription failed" when the service fails, answers nonsense or is too slow', async () => {
    for (const m of ['fail', 'garbage', 'slow'] as const) {
      mode = m;
      const res = await transcribe(t, member, webmRecording());
      expect(res.statusCode, m).toBe(502);
      expect(res.json().error).toMatchObject({
        code: 'TRANSCRIPTION_FAILED',
        message: englishOf(CompanionText.transcriptionServerFallback),
      });
    }
  });

  it('refuses a member over the hourly limit with the time to wait, without calling the service', async () => {
    const limited = await createFilesTestApp({
      env: { TRANSCRIBE_BASE_URL: `http://127.0.0.1:${port}/v1/`, FORTI_TRANSCRIPTIONS_PER_HOUR: '1' },
      shareDatabaseOf: t,
    });
    try {
      // Both apps count in the one database, as two processes would: a member who has not spoken yet.
      const fresh = await createMember(limited, 'patient');
      expect((await transcribe(limited, fresh, webmRecording())).statusCode).toBe(200);
      const refused = await transcribe(limited, fresh, webmRecording());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.json().error.message).toBe(
        "You've used voice input a lot in the last hour. You can use it again in 60 minutes.",
      );
      expect(received).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('refuses recordings over two minutes', async () => {
    const long = await transcribe(t, member, wavRecording(125));
    expect(long.statusCode).toBe(413);
    expect(long.json().error.message).toBe(englishOf(CompanionFileText.voiceTooLong));
    expect(englishOf(CompanionFileText.voiceTooLong)).toBe('Recordings can be at most 2 minutes long.');
    const huge = await transcribe(t, member, webmRecording(CompanionFileLimits.audioMaxBytes + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(englishOf(CompanionFileText.voiceTooLong));
    expect(received).toHaveLength(0);
  });

  it('refuses something that is not a recording, and a body without one', async () => {
    const pdf = await transcribe(t, member, pdfWithText('not audio'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe(englishOf(CompanionFileText.audioUnreadable));
    for (const payload of [{}, { audio: '' }, { audio: 42 }]) {
      const res = await as(t.app, member, { method: 'POST', url: '/api/companion/transcriptions', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(englishOf(CompanionFileText.noAudio));
    }
    expect(
      (
        await as(t.app, member, {
          method: 'POST',
          url: '/api/companion/transcriptions',
          payload: { audio: 'not base64 !!' },
        })
      ).statusCode,
    ).toBe(400);
    expect(received).toHaveLength(0);
  });

  it('accepts the base64 of a data: URL as a browser may produce it', async () => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: '/api/companion/transcriptions',
      payload: { audio: `data:audio/webm;codecs=opus;base64,${webmRecording().toString('base64')}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('says that voice input is not enabled when no service is configured', async () => {
    const res = await transcribe(off, member, webmRecording());
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'VOICE_NOT_ENABLED',
      message: 'Voice input is not enabled on this server.',
    });
  });

  it('requires sign-in', async () => {
    const res = await transcribe(t, null, webmRecording());
    expect(res.statusCode).toBe(401);
    expect(received).toHaveLength(0);
  });
});
