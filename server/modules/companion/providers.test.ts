import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { CompanionStored, CompanionText } from '../../../contracts/companion.js';
import { ORIGIN, as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import {
  chunk,
  newConversation,
  parseSse,
  replyText,
  send,
  standIn,
  uploadFile,
  type Recorded,
} from '../../test/companion.js';
import { parseWebhookReply } from './providers/webhook.js';
import { englishOf } from '../../platform/i18n.js';

type Handler = (req: Recorded, res: ServerResponse) => void | Promise<void>;
let handler: Handler;
let stand: Awaited<ReturnType<typeof standIn>>;
let base: TestApp;
let openai: TestApp;
let webhook: TestApp;
let asha: Member;

beforeAll(async () => {
  stand = await standIn((req, res) => handler(req, res));
  base = await createTestApp();
  await base.app.services.modules.seed('companion');
  const common = { FORTI_TIMEOUT_MS: '1000', FORTI_RATE_LIMIT_PER_MINUTE: '1000' };
  openai = await createTestApp({
    shareDatabaseOf: base,
    env: { ...common, FORTI_BASE_URL: `${stand.url}/v1`, FORTI_API_KEY: 'sk-test-key', FORTI_MODEL: 'test-model' },
  });
  webhook = await createTestApp({ shareDatabaseOf: base, env: { ...common, FORTI_WEBHOOK_URL: `${stand.url}/hook` } });
  asha = await createMember(base, 'survivor', { name: 'Asha Verma' });
  const profile = await as(base.app, asha, {
    method: 'PATCH',
    url: '/api/profiles/me',
    payload: {
      fullName: 'Asha Verma',
      username: null,
      bio: null,
      role: 'survivor',
      ageGroup: '40-49',
      cancerType: 'breast',
      location: 'Pune',
      diagnosisDate: '2024-03-15',
    },
  });
  expect(profile.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await webhook?.close();
  await openai?.close();
  await base?.close();
  await stand?.close();
});
beforeEach(() => {
  stand.requests.length = 0;
});

async function messagesOf(t: TestApp, id: string) {
  return (await as(t.app, asha, { method: 'GET', url: `/api/companion/conversations/${id}` })).json()
    .messages as Array<{ sender: string; message: string }>;
}

/** A reply that fails: an `error` event, the member's message kept, no bot message saved. */
async function expectFailedReply(t: TestApp, message = 'How do I prepare for my next appointment?') {
  const id = await newConversation(t, asha);
  const res = await send(t, asha, id, message);
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  expect(events[0]!.event).toBe('user');
  expect(events.at(-1)).toEqual({
    event: 'error',
    data: { code: 'REPLY_FAILED', message: englishOf(CompanionText.failedReply) },
  });
  expect(events.some((e) => e.event === 'done')).toBe(false);
  expect((await messagesOf(t, id)).map((m) => [m.sender, m.message])).toEqual([
    ['bot', CompanionStored.greeting],
    ['user', message],
  ]);
}

const streamReply =
  (pieces: string[]): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const p of pieces) res.write(chunk(p));
    res.write(chunk('', 'stop'));
    res.end('data: [DONE]\n\n');
  };

describe('OpenAI-compatible provider', () => {
  it('gets the retrieved library items numbered, and its citations are checked before the member sees them', async () => {
    // The model cites [1] split across pieces, then a number it was never given and an outside link.
    handler = streamReply([
      'Schemes may help [',
      '1',
      ']. ',
      'Also see [4',
      '2] and https://exam',
      'ple.com/fake.',
      ' PM-JAY [2].',
    ]);
    const id = await newConversation(openai, asha);
    const res = await send(openai, asha, id, 'How do I pay for chemotherapy?');
    const events = parseSse(res.body);
    const system = JSON.parse(stand.requests.at(-1)!.body.toString('utf8')).messages[0].content as string;
    expect(system).toContain('cite each one you use by its number in square brackets');
    expect(system).toContain('[1] Help paying for treatment: ');
    expect(system).toContain('Link: http://localhost:3000/help/costs.'.replace('http://localhost:3000', ORIGIN));
    // The best item is given, and any worth as much (round 10, decision 0053): a [2] counts only then.
    const given = [...system.matchAll(/^\[(\d+)\] /gm)].map((m) => Number(m[1]));
    expect(given[0]).toBe(1);
    const two = given.includes(2);
    // No piece shown ever held the wrong citation or the link, even for a moment.
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    for (const d of deltas) expect(d).not.toMatch(/\[4|42|example/);
    expect(replyText(events)).toBe(`Schemes may help [1]. Also see and . PM-JAY${two ? ' [2]' : ''}.`);
    const done = events.at(-1)!;
    const cited = done.data.message.citations as Array<{ n: number; id: string; title: string }>;
    expect(cited.map((c) => c.n)).toEqual(two ? [1, 2] : [1]);
    // An item cited is the one the model was given under its number.
    for (const c of cited) expect(system).toContain(`[${c.n}] ${c.title}: `);
    expect(cited[0]!.id).toBe('help:costs');
  });

  it('sends the model, the system prompt with the profile and the found resources, the conversation and the file text', async () => {
    handler = streamReply(['Thank you for sharing.']);
    const fileId = await uploadFile(
      openai,
      asha,
      Buffer.from('Discharge summary: follow-up in two weeks.'),
      'summary.txt',
      'text/plain',
    );
    const id = await newConversation(openai, asha);
    await send(openai, asha, id, 'Hello');
    const res = await send(openai, asha, id, 'I feel scared and low today, can you read my summary?', [fileId]);
    expect(parseSse(res.body).at(-1)!.event).toBe('done');

    const req = stand.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test-key');
    const body = JSON.parse(req.body.toString('utf8'));
    expect(body).toMatchObject({ model: 'test-model', stream: true });
    const [system, ...rest] = body.messages as Array<{ role: string; content: string }>;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Forti');
    expect(system!.content).toMatch(/never diagnose/);
    expect(system!.content).toMatch(/never suggest or change a medicine or a dose/);
    expect(system!.content).toContain('First name: Asha');
    expect(system!.content).toContain('Role in the community: survivor');
    expect(system!.content).toContain('Cancer type: Breast');
    expect(system!.content).toContain('Age group: 40-49');
    expect(system!.content).toContain('Location: Pune');
    expect(system!.content).not.toContain('Verma');
    expect(system!.content).toContain('Tele-MANAS mental health helpline');
    expect(system!.content).toContain('Link: https://telemanas.mohfw.gov.in');
    expect(system!.content).toContain('14416');
    // The conversation so far, then the new message with the file's text in a delimited block.
    expect(rest.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user']);
    expect(rest[0]!.content).toBe(CompanionStored.greeting);
    expect(rest[1]!.content).toBe('Hello');
    const last = rest[3]!.content;
    expect(last).toContain('I feel scared and low today, can you read my summary?');
    expect(last).toContain(
      '--- Attached file 1: summary.txt (text/plain) ---\nDischarge summary: follow-up in two weeks.\n--- End of attached file 1 ---',
    );
  });

  it('streams the pieces as they come and saves the whole reply', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': keep-alive\n\n');
      res.write(chunk('I hear '));
      res.write('data: {not json}\n\n');
      res.write(chunk('you, '));
      res.write(chunk('Asha.', 'stop'));
      res.end('data: [DONE]\n\n');
    };
    const id = await newConversation(openai, asha);
    const events = parseSse((await send(openai, asha, id, 'Hello')).body);
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(['I hear ', 'you, ', 'Asha.']);
    expect(events.at(-1)!.data.message.message).toBe('I hear you, Asha.');
    expect((await messagesOf(openai, id)).at(-1)).toMatchObject({ sender: 'bot', message: 'I hear you, Asha.' });
  });

  it('sends the request once more when the connection is reset before any answer, and saves the reply', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      // The first request's connection is closed with nothing sent back, as when a kept-alive
      // connection the API had closed while idle is reused.
      if (calls === 1) return void res.socket?.destroy();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Still here, Asha.', 'stop'));
      res.end('data: [DONE]\n\n');
    };
    const id = await newConversation(openai, asha);
    const events = parseSse((await send(openai, asha, id, 'Hello again')).body);
    expect(stand.requests).toHaveLength(2);
    expect(events.at(-1)!.data.message.message).toBe('Still here, Asha.');
    expect((await messagesOf(openai, id)).at(-1)).toMatchObject({ sender: 'bot', message: 'Still here, Asha.' });
  });

  it('fails when the connection breaks mid-stream, keeping the member message and saving no half reply', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('The first half of a reply'));
      setTimeout(() => res.destroy(), 50);
    };
    await expectFailedReply(openai);
  });

  it('fails when the stream ends without finishing', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(chunk('Cut short'));
    };
    await expectFailedReply(openai);
  });

  it('fails on an error status', async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
    };
    await expectFailedReply(openai);
  });

  it('gives up on a server that never answers, after the timeout', async () => {
    handler = () => {}; // never answers
    const started = Date.now();
    await expectFailedReply(openai);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up when the stream goes silent after the first words', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Let me think'));
    };
    await expectFailedReply(openai);
  });

  it('stops the provider when the member goes away, and saves no reply', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    // It keeps talking, so no timeout would ever end it: only the member leaving can.
    handler = (_req, res) => {
      const talk = setInterval(() => res.write(chunk('.')), 100);
      res.on('close', () => (clearInterval(talk), upstreamClosed()));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Still thinking'));
    };
    const address = await openai.app.listen({ port: 0, host: '127.0.0.1' });
    const id = await newConversation(openai, asha);
    const leave = new AbortController();
    const res = await fetch(`${address}/api/companion/conversations/${id}/messages`, {
      method: 'POST',
      headers: { cookie: asha.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Are you there?' }),
      signal: leave.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    const left = Date.now();
    leave.abort();
    await closed; // the outside request was cut as well
    expect(Date.now() - left).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 200));
    expect((await messagesOf(openai, id)).map((m) => m.sender)).toEqual(['bot', 'user']);
  });

  it('never calls the provider for a message that signals risk', async () => {
    handler = streamReply(['should not be used']);
    const id = await newConversation(openai, asha);
    const text = replyText(parseSse((await send(openai, asha, id, 'I want to end my life')).body));
    expect(text).toContain('14416');
    const hindi = replyText(parseSse((await send(openai, asha, id, 'सीने में दर्द हो रहा है')).body));
    expect(hindi).toContain('108');
    expect(stand.requests).toHaveLength(0);
  });
});

describe('automation webhook provider', () => {
  async function formOf(req: Recorded) {
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    return new Response(new Uint8Array(req.body), {
      headers: { 'content-type': req.headers['content-type']! },
    }).formData();
  }
  const json =
    (value: unknown): Handler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };

  it('posts exactly the specification fields as multipart form data', async () => {
    handler = json({ output: 'Thank you.' });
    const id = await newConversation(webhook, asha);
    await send(webhook, asha, id, 'Hello Forti');
    const form = await formOf(stand.requests.at(-1)!);
    expect(stand.requests.at(-1)!.url).toBe('/hook');
    expect([...form.keys()]).toEqual([
      'userId',
      'name',
      'email',
      'role',
      'cancerType',
      'ageGroup',
      'location',
      'diagnosisDate',
      'message',
    ]);
    expect(Object.fromEntries(form.entries())).toEqual({
      userId: asha.id,
      name: 'Asha Verma',
      email: asha.email,
      role: 'survivor',
      cancerType: 'breast',
      ageGroup: '40-49',
      location: 'Pune',
      diagnosisDate: '2024-03-15',
      message: 'Hello Forti',
    });
  });

  it('adds hasFiles, filesCount and file_n_* fields (n counted from 0) with each file in base64', async () => {
    handler = json({ output: 'Got your files.' });
    const first = Buffer.from('Blood test: haemoglobin 11.2');
    const second = Buffer.from('Questions for my oncologist');
    const ids = [
      await uploadFile(webhook, asha, first, 'blood.txt', 'text/plain'),
      await uploadFile(webhook, asha, second, 'questions.txt', 'text/plain'),
    ];
    const id = await newConversation(webhook, asha);
    const res = await send(webhook, asha, id, 'Here are my reports', ids);
    const events = parseSse(res.body);
    expect(events[0]!.data.message.attachments.map((a: { name: string }) => a.name)).toEqual([
      'blood.txt',
      'questions.txt',
    ]);
    const form = await formOf(stand.requests.at(-1)!);
    expect([...form.keys()].slice(9)).toEqual([
      'hasFiles',
      'filesCount',
      'file_0_name',
      'file_0_type',
      'file_0_size',
      'file_0_url',
      'file_0_base64',
      'file_1_name',
      'file_1_type',
      'file_1_size',
      'file_1_url',
      'file_1_base64',
    ]);
    expect(form.get('hasFiles')).toBe('true');
    expect(form.get('filesCount')).toBe('2');
    expect(form.get('file_0_name')).toBe('blood.txt');
    expect(form.get('file_0_type')).toBe('text/plain');
    expect(form.get('file_0_size')).toBe(String(first.length));
    expect(form.get('file_0_url')).toBe(`${ORIGIN}/api/companion/files/${ids[0]}`);
    expect(Buffer.from(String(form.get('file_0_base64')), 'base64').toString()).toBe(first.toString());
    expect(Buffer.from(String(form.get('file_1_base64')), 'base64').toString()).toBe(second.toString());
    // The saved message lists its attachments.
    const saved = (await as(webhook.app, asha, { method: 'GET', url: `/api/companion/conversations/${id}` })).json();
    expect(saved.messages[1].attachments).toHaveLength(2);
  });

  it('deletes the attachments of a deleted conversation', async () => {
    handler = json({ output: 'Noted.' });
    const fileId = await uploadFile(webhook, asha, Buffer.from('Scan appointment on Friday'), 'scan.txt', 'text/plain');
    const id = await newConversation(webhook, asha);
    await send(webhook, asha, id, 'My scan letter', [fileId]);
    expect((await as(webhook.app, asha, { method: 'GET', url: `/api/companion/files/${fileId}` })).statusCode).toBe(
      200,
    );
    expect(
      (await as(webhook.app, asha, { method: 'DELETE', url: `/api/companion/conversations/${id}` })).statusCode,
    ).toBe(204);
    expect((await as(webhook.app, asha, { method: 'GET', url: `/api/companion/files/${fileId}` })).statusCode).toBe(
      404,
    );
  });

  it("refuses someone else's attachment with 404 and saves nothing", async () => {
    const other = await createMember(base);
    const theirs = await uploadFile(webhook, other, Buffer.from('private'), 'private.txt', 'text/plain');
    const id = await newConversation(webhook, asha);
    const res = await send(webhook, asha, id, 'Look at this', [theirs]);
    expect(res.statusCode).toBe(404);
    expect(stand.requests).toHaveLength(0);
    expect(await messagesOf(webhook, id)).toHaveLength(1);
  });

  const shapes: Array<[string, Handler, string]> = [
    ['{output}', json({ output: 'From output' }), 'From output'],
    ['[{output}]', json([{ output: 'From an array' }]), 'From an array'],
    [
      '{response:{body:[{output}]}}',
      json({ response: { body: [{ output: 'From a nested body' }] } }),
      'From a nested body',
    ],
    ['{body:[{output}]}', json({ body: [{ output: 'From a body' }] }), 'From a body'],
    ['{message}', json({ message: 'From message' }), 'From message'],
    ['a JSON string', json('From a JSON string'), 'From a JSON string'],
    [
      'text/plain',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('From plain text');
      },
      'From plain text',
    ],
    ['escaped newlines and empty braces', json({ output: 'Line one\\nLine two {}' }), 'Line one\nLine two'],
    ['an empty output', json({ output: '' }), englishOf(CompanionText.fallbackReply)],
    ['an empty object', json({}), englishOf(CompanionText.fallbackReply)],
    ['only braces', json({ output: '{}' }), englishOf(CompanionText.fallbackReply)],
  ];
  it.each(shapes)('reads a reply given as %s', async (_name, reply, expected) => {
    handler = reply;
    const id = await newConversation(webhook, asha);
    const events = parseSse((await send(webhook, asha, id, 'Hello')).body);
    expect(events.filter((e) => e.event === 'delta')).toEqual([{ event: 'delta', data: { text: expected } }]);
    expect(events.at(-1)!.data.message.message).toBe(expected);
  });

  it('fails on an error status or a webhook that never answers', async () => {
    handler = (_req, res) => {
      res.writeHead(502);
      res.end('Bad gateway');
    };
    await expectFailedReply(webhook);
    handler = () => {};
    await expectFailedReply(webhook);
  });

  it('answers a risk message itself, without calling the webhook', async () => {
    handler = json({ output: 'should not be used' });
    const id = await newConversation(webhook, asha);
    const text = replyText(parseSse((await send(webhook, asha, id, 'jeene ka mann nahi hai')).body));
    expect(text).toContain('14416');
    expect(stand.requests).toHaveLength(0);
  });
});

describe('webhook reply parsing', () => {
  it('takes a nested response body whose first element has output', () => {
    expect(
      parseWebhookReply(JSON.stringify({ response: { body: [{ output: 'A' }, { output: 'B' }] } }), 'application/json'),
    ).toBe('A');
  });
  it('reads JSON sent as text', () => {
    expect(parseWebhookReply('{"output":"Hi"}', 'text/plain')).toBe('Hi');
  });
  it('keeps plain text that only looks a little like JSON', () => {
    expect(parseWebhookReply('{ not json', null)).toBe('{ not json');
  });
});
