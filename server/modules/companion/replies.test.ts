import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionStored, QuickStartQuestions, SuggestedPrompts } from '../../../contracts/companion.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { newConversation, parseSse, replyText, send } from '../../test/companion.js';
import { translator } from '../../platform/i18n.js';

let t: TestApp;
let asha: Member;

beforeAll(async () => {
  // A high per-minute limit: these tests send many messages quickly (the limits have their own app below).
  t = await createTestApp({ env: { FORTI_RATE_LIMIT_PER_MINUTE: '1000' } });
  await t.app.services.modules.seed('companion');
  asha = await createMember(t, 'patient', { name: 'Asha Verma' });
}, 120_000);
afterAll(async () => t?.close());

/** A situation's first sentence, as the catalog words it. */
const opening = (key: string, language: 'en' | 'hi' = 'en') =>
  translator(language)(`companion:situations.${key}.opening`);

async function ask(message: string, m: Member = asha) {
  const id = await newConversation(t, m);
  const res = await send(t, m, id, message);
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  return { id, res, events, text: replyText(events) };
}

describe('a streamed reply (offline companion)', () => {
  it('streams user, then the reply in pieces, then done, as Server-Sent Events', async () => {
    const { id, res, events, text } = await ask(SuggestedPrompts[0]);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['cache-control']).toBe('private, no-store, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(events[0]!.event).toBe('user');
    expect(events[0]!.data.message).toMatchObject({
      sender: 'user',
      message: SuggestedPrompts[0],
      conversationId: id,
      attachments: [],
    });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    // The first words are the whole opening sentence, sent before any search.
    expect(deltas[0]!.data.text).toBe(opening('newly_diagnosed'));
    const done = events[events.length - 1]!;
    expect(done.event).toBe('done');
    expect(done.data.message).toMatchObject({ sender: 'bot', message: text, conversationId: id });
    const saved = (await as(t.app, asha, { method: 'GET', url: `/api/companion/conversations/${id}` })).json();
    expect(saved.messages.map((m: { sender: string; message: string }) => [m.sender, m.message])).toEqual([
      ['bot', CompanionStored.greeting],
      ['user', SuggestedPrompts[0]],
      ['bot', text],
    ]);
  });

  it("answers in the member's language: Hindi when the page is in Hindi", async () => {
    const id = await newConversation(t, asha);
    const res = await as(t.app, asha, {
      method: 'POST',
      url: `/api/companion/conversations/${id}/messages`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
      payload: { message: 'इलाज का खर्च कैसे उठाएँ?', attachmentIds: [] },
    });
    expect(res.statusCode).toBe(200);
    const text = replyText(parseSse(res.body));
    expect(text.startsWith(opening('money', 'hi'))).toBe(true);
    expect(text).toContain('कुछ बातें जो मदद कर सकती हैं:');
    expect(text).toContain('मैं Forti हूँ');
    expect(text).toContain(': /help/costs — ');
    expect(text).not.toContain('A few things that may help');
  });

  it('is honest about what it is', async () => {
    const { text } = await ask('I feel scared and low today.');
    expect(text).toContain("I'm Forti, a built-in companion on this server, not a doctor.");
  });

  /** A message, its situation, and the address (or addresses, `|`) of a right citation. */
  const cases: Array<[string, string, string]> = [
    [SuggestedPrompts[0], 'newly_diagnosed', '/docs/platform'],
    // On the companion's resources alone: the scheme that pays for surgery (the worked examples' surgery
    // questions ask what it costs); with the whole library it is the article on preparing (eval dev set).
    [SuggestedPrompts[1], 'surgery', 'https://pmjay.gov.in'],
    [SuggestedPrompts[2], 'side_effects', 'https://palliumindia.org'],
    // Survivors' stories, the community or the support groups where survivors meet: any answers it (the
    // groups' Hindi body, searched too, names survivors and joining, decision 0076).
    [SuggestedPrompts[3], 'survivors', '/stories|/community|/support-groups'],
    [SuggestedPrompts[4], 'treatment_options', 'https://tmc.gov.in/ncg/'],
    // On the companion's resources alone (this file's seed): Pallium India, named for palliative care,
    // which supports caregivers too; with the whole library it is CanSupport (the eval's dev set).
    [QuickStartQuestions[1], 'caregiver', 'https://palliumindia.org'],
    [QuickStartQuestions[2], 'money', '/help/costs|https://pmjay.gov.in'],
    [QuickStartQuestions[3], 'fear_low_mood', 'https://telemanas.mohfw.gov.in'],
    ['Mujhe bahut dar lag raha hai', 'fear_low_mood', 'https://telemanas.mohfw.gov.in'],
    ['इलाज का खर्च कैसे उठाएँ?', 'money', '/help/costs|https://pmjay.gov.in'],
  ];
  it.each(cases)('recognises "%s" (%s) and cites a seeded resource', async (message, key, url) => {
    const { text } = await ask(message);
    expect(text.startsWith(opening(key))).toBe(true);
    expect(text).toContain('From our library:');
    const cited = text.split('\n').filter((l) => /^\[\d\] /.test(l));
    expect(cited.length).toBeGreaterThan(0);
    expect(
      cited.some((line) => url.split('|').some((u) => line.includes(u))),
      cited.join('\n'),
    ).toBe(true);
    const steps = text.split('\n').filter((l) => l.startsWith('• ') && !l.includes('http') && !/: \/[a-z]/.test(l));
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(4);
  });

  it('cites library items by number, title, link and their own summary, and saves the list with the reply', async () => {
    const { id, events, text } = await ask(QuickStartQuestions[2]);
    // A money question cites the guide to help paying for treatment first.
    expect(text).toContain('[1] Help paying for treatment: /help/costs — ');
    const done = events.at(-1)!;
    expect(done.data.message.citations[0]).toEqual({
      n: 1,
      id: 'help:costs',
      kind: 'costs',
      title: 'Help paying for treatment',
      url: '/help/costs',
    });
    const saved = (await as(t.app, asha, { method: 'GET', url: `/api/companion/conversations/${id}` })).json();
    expect(saved.messages.at(-1).citations).toEqual(done.data.message.citations);
    expect(saved.messages.at(-2).citations).toEqual([]);
  });

  it("cites a helpline with its number, link and own summary when it is what's asked", async () => {
    const { events, text } = await ask('What is the Ayushman Bharat helpline number?');
    expect(text).toMatch(
      /\[1\] Ayushman Bharat PM-JAY \(call 14555\): https:\/\/pmjay\.gov\.in — Government health cover/,
    );
    expect(events.at(-1)!.data.message.citations[0]).toEqual(
      expect.objectContaining({
        n: 1,
        id: 'support-resources:pm-jay',
        title: 'Ayushman Bharat PM-JAY',
        url: 'https://pmjay.gov.in',
      }),
    );
  });

  it('cites in Hindi for a member reading in Hindi: the costs guide under its Hindi title', async () => {
    const id = await newConversation(t, asha);
    const res = await as(t.app, asha, {
      method: 'POST',
      url: `/api/companion/conversations/${id}/messages`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { message: 'chemo ka kharcha kaise uthaye?', attachmentIds: [] },
    });
    const done = parseSse(res.body).at(-1)!;
    expect(done.data.message.citations[0]).toMatchObject({ n: 1, title: 'इलाज के ख़र्च में मदद', url: '/help/costs' });
  });

  it('a message that signals risk gets the safety reply and cites nothing', async () => {
    const { events } = await ask('I want to kill myself, I cannot pay for the chemo');
    expect(events.at(-1)!.data.message.citations).toEqual([]);
  });

  it.each([
    'What dose of tamoxifen should I take?',
    'Is this lump cancer?',
    'What is my prognosis with stage 3 colon cancer?',
    'Which drug is best for my mother?',
  ])('answers the medical question "%s" without medical advice', async (message) => {
    const { text } = await ask(message);
    expect(text).toContain("I can't give medical advice");
    expect(text).toContain('not a doctor');
    expect(text).toMatch(/oncologist/);
  });
});

describe('safety before any provider', () => {
  const helplines = ['14416', '1-800-891-4416', '112', '108'];

  it.each([
    'I want to end my life',
    "I don't want to live anymore, I keep thinking about suicide",
    'marna chahta hoon, jeene ka mann nahi karta',
    'khud ko nuksan pahunchana chahti hoon',
    'मैं आत्महत्या के बारे में सोच रहा हूँ',
    'मैं मरना चाहता हूँ',
  ])('answers "%s" at once, kindly, with India\'s helplines', async (message) => {
    const { events, text } = await ask(message);
    expect(events.filter((e) => e.event === 'delta')).toHaveLength(1);
    for (const number of helplines) expect(text).toContain(number);
    // KIRAN could not be confirmed on an official source (server/platform/helplines.ts).
    expect(text).not.toMatch(/KIRAN|1800-599-0019/);
    expect(text).toContain('https://telemanas.mohfw.gov.in');
    expect(text).toMatch(/glad you told me/);
    expect(events.at(-1)!.event).toBe('done');
  });

  it('answers Hindi in Hindi too', async () => {
    const { text } = await ask('मैं मरना चाहता हूँ');
    expect(text).toContain('आप अकेले नहीं हैं');
  });

  it.each([
    'My father has chest pain and is sweating',
    "I can't breathe properly",
    'She is bleeding heavily after the surgery',
    'He fainted and is not responding',
    'My son had a seizure',
    'I have a fever of 39 and I am on chemo',
    'seene mein dard ho raha hai',
    'माँ बेहोश हो गई हैं',
  ])('treats "%s" as a medical emergency: 112/108 now and the oncology team', async (message) => {
    const { text } = await ask(message);
    expect(text).toContain('112');
    expect(text).toContain('108');
    expect(text).toMatch(/nearest hospital emergency department/);
    expect(text).toMatch(/oncology team/);
  });

  it('invites a member without a safety plan to make one', async () => {
    const { text } = await ask('I want to end my life', await createMember(t));
    expect(text).toContain('make a safety plan');
    expect(text).toContain('/safety-plan');
    expect(text).not.toContain('Open your safety plan');
  });

  it("shows a member their own people and reasons for living from their safety plan, and the way to it; never another member's", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const plan = {
      helpers: [{ name: 'Meera (sister)', phone: '+91 98765 43210' }, { name: 'Ravi' }],
      reasonsForLiving: ['My granddaughter Tara'],
      warningSigns: ['I stop eating'],
    };
    expect((await as(t.app, m, { method: 'PUT', url: '/api/me/safety-plan', payload: plan })).statusCode).toBe(200);
    const { text } = await ask("I don't want to live anymore", m);
    expect(text).toContain('The people in your safety plan');
    expect(text).toContain('• Meera (sister): +91 98765 43210');
    expect(text).toContain('• Ravi');
    expect(text).toContain('• My granddaughter Tara');
    expect(text).not.toContain('I stop eating');
    expect(text).toContain('Open your safety plan: /safety-plan');
    expect(text).not.toContain('make a safety plan');
    const theirs = await ask("I don't want to live anymore", other);
    expect(theirs.text).not.toContain('Meera');
    expect(theirs.text).toContain('make a safety plan');
    // A medical emergency reply stays about the emergency.
    expect((await ask('He fainted and is not responding', m)).text).not.toContain('Meera');
  });

  it('shows the plan in Hindi words on a Hindi page', async () => {
    const m = await createMember(t);
    await as(t.app, m, {
      method: 'PUT',
      url: '/api/me/safety-plan',
      payload: { helpers: [{ name: 'मीरा', phone: '98765 43210' }] },
    });
    const id = await newConversation(t, m);
    const res = await as(t.app, m, {
      method: 'POST',
      url: `/api/companion/conversations/${id}/messages`,
      headers: { 'accept-language': 'hi' },
      payload: { message: 'मैं मरना चाहता हूँ', attachmentIds: [] },
    });
    const text = replyText(parseSse(res.body));
    expect(text).toContain('आपकी सुरक्षा योजना में लिखे लोग');
    expect(text).toContain('• मीरा: 98765 43210');
    expect(text).toContain('अपनी सुरक्षा योजना खोलें: /safety-plan');
  });

  it("records it only in the member's own safety view, without the message", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const { id } = await ask('I want to kill myself', m);
    const view = await as(t.app, m, { method: 'GET', url: '/api/companion/safety' });
    expect(view.statusCode).toBe(200);
    expect(view.json().items).toEqual([
      { id: expect.any(String), kind: 'self_harm', conversationId: id, createdAt: expect.any(String) },
    ]);
    expect(view.body).not.toContain('kill');
    expect((await as(t.app, other, { method: 'GET', url: '/api/companion/safety' })).json().items).toEqual([]);
  });
});

describe('limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      shareDatabaseOf: t,
      env: { FORTI_RATE_LIMIT_PER_MINUTE: '2', FORTI_DAILY_QUOTA: '3' },
    });
  }, 120_000);
  afterAll(async () => limited?.close());

  // Moves the member's messages out of the last minute, but not out of today (India time).
  const ageMessages = (m: Member) =>
    limited.database.db.execute(sql`
      update chat_messages set created_at = greatest(now() - interval '61 seconds',
        ((date_trunc('day', (now() at time zone 'UTC') + interval '5 hours 30 minutes') - interval '5 hours 30 minutes') at time zone 'UTC'))
      where user_id = ${m.id}`);

  it('tells a member over the per-minute limit when they can continue, before any streaming', async () => {
    const m = await createMember(limited);
    const id = await newConversation(limited, m);
    expect((await send(limited, m, id, 'One')).statusCode).toBe(200);
    expect((await send(limited, m, id, 'Two')).statusCode).toBe(200);
    const res = await send(limited, m, id, 'Three');
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/json');
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: `You've sent a lot of messages in a short time. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
      key: 'companionLimit.perMinute',
      params: { count: seconds },
    });
    // The refused message was not saved.
    const saved = (await as(limited.app, m, { method: 'GET', url: `/api/companion/conversations/${id}` })).json();
    expect(saved.messages.filter((x: { sender: string }) => x.sender === 'user')).toHaveLength(2);
  });

  it('stops at the daily quota until midnight India time', async () => {
    const m = await createMember(limited);
    const id = await newConversation(limited, m);
    await send(limited, m, id, 'One');
    await send(limited, m, id, 'Two');
    await ageMessages(m);
    expect((await send(limited, m, id, 'Three')).statusCode).toBe(200);
    await ageMessages(m);
    const res = await send(limited, m, id, 'Four');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      "You've reached today's limit of 3 messages with Forti. You can continue after midnight (India time).",
    );
    const seconds = Number(res.headers['retry-after']);
    const now = new Date();
    const india = new Date(now.getTime() + 5.5 * 3600_000);
    const untilMidnight = 86_400 - (india.getUTCHours() * 3600 + india.getUTCMinutes() * 60 + india.getUTCSeconds());
    expect(Math.abs(seconds - untilMidnight)).toBeLessThanOrEqual(5);
  });

  it('counts a message that signals risk toward the limits, and over them names the helplines in the refusal', async () => {
    const m = await createMember(limited);
    const id = await newConversation(limited, m);
    // Under the limit it is answered at once with the helplines, and it counts.
    const first = await send(limited, m, id, 'I want to end my life');
    expect(first.statusCode).toBe(200);
    expect(replyText(parseSse(first.body))).toContain('14416');
    await send(limited, m, id, 'Two');
    const res = await send(limited, m, id, 'I want to end my life');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(
      /^You've sent a lot of messages in a short time\. .* please call Tele-MANAS 14416 .* or 112 now\.$/,
    );
    const saved = (await as(limited.app, m, { method: 'GET', url: `/api/companion/conversations/${id}` })).json();
    expect(saved.messages.filter((x: { sender: string }) => x.sender === 'user')).toHaveLength(2);
  });

  it('names the helplines in Hindi to a member who writes in Hindi over the limit', async () => {
    const m = await createMember(limited);
    const id = await newConversation(limited, m);
    await send(limited, m, id, 'One');
    await send(limited, m, id, 'Two');
    const res = await as(limited.app, m, {
      method: 'POST',
      url: `/api/companion/conversations/${id}/messages`,
      headers: { 'accept-language': 'hi' },
      payload: { message: 'मैं आत्महत्या के बारे में सोच रहा हूँ' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toContain('Tele-MANAS 14416 (24x7, मुफ़्त और गोपनीय) या 112 पर कॉल करें');
  });
});
