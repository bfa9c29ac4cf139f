import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionLimits, CompanionStored, titleFromMessage } from '../../../contracts/companion.js';
import { chatMessages } from '../../db/schema/companion.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { newConversation, parseSse, send, uploadFile } from '../../test/companion.js';

let t: TestApp;
let asha: Member;
let ravi: Member;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createMember(t, 'patient', { name: 'Asha Verma' });
  ravi = await createMember(t, 'caregiver', { name: 'Ravi Menon' });
}, 120_000);
afterAll(async () => t?.close());

const get = (m: Member | null, url: string) => as(t.app, m, { method: 'GET', url });

describe('conversations', () => {
  it("starts a conversation titled 'New Chat' with Forti's greeting", async () => {
    const res = await as(t.app, asha, { method: 'POST', url: '/api/companion/conversations' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.conversation.title).toBe('New Chat');
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ sender: 'bot', message: CompanionStored.greeting, attachments: [] });
    const again = await get(asha, `/api/companion/conversations/${body.conversation.id}`);
    expect(again.json().messages.map((m: { message: string }) => m.message)).toEqual([CompanionStored.greeting]);
  });

  it('makes the first message the title, cut to 47 characters and "..." when over 50', async () => {
    const fifty = 'x'.repeat(40) + ' abcdefghi';
    expect(fifty).toHaveLength(50);
    const a = await newConversation(t, asha);
    await send(t, asha, a, fifty);
    expect((await get(asha, `/api/companion/conversations/${a}`)).json().conversation.title).toBe(fifty);

    const fiftyOne = 'I have just been diagnosed and I do not know where.';
    expect(fiftyOne).toHaveLength(51);
    const b = await newConversation(t, asha);
    const events = parseSse((await send(t, asha, b, fiftyOne)).body);
    expect(events[0]!.data.conversation.title).toBe(`${fiftyOne.slice(0, 47)}...`);
    expect(titleFromMessage(fiftyOne)).toBe(`${fiftyOne.slice(0, 47)}...`);

    // Only the first message sets it.
    await send(t, asha, b, 'A second message with another subject');
    expect((await get(asha, `/api/companion/conversations/${b}`)).json().conversation.title).toBe(
      `${fiftyOne.slice(0, 47)}...`,
    );
  });

  it('keeps a title the member chose', async () => {
    const id = await newConversation(t, asha);
    const renamed = await as(t.app, asha, {
      method: 'PATCH',
      url: `/api/companion/conversations/${id}`,
      payload: { title: 'Questions for Dr. Rao' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Questions for Dr. Rao');
    await send(t, asha, id, 'What should I ask at my appointment?');
    expect((await get(asha, `/api/companion/conversations/${id}`)).json().conversation.title).toBe(
      'Questions for Dr. Rao',
    );
  });

  it('refuses an empty title and an empty message', async () => {
    const id = await newConversation(t, asha);
    const rename = await as(t.app, asha, {
      method: 'PATCH',
      url: `/api/companion/conversations/${id}`,
      payload: { title: '   ' },
    });
    expect(rename.statusCode).toBe(400);
    const empty = await send(t, asha, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('application/json');
    expect((await get(asha, `/api/companion/conversations/${id}`)).json().messages).toHaveLength(1);
  });

  it('lists own conversations, most recently updated first, with the created date', async () => {
    const m = await createMember(t);
    const first = await newConversation(t, m);
    const second = await newConversation(t, m);
    await send(t, m, first, 'Hello');
    const list = (await get(m, '/api/companion/conversations')).json();
    expect(list.items.map((c: { id: string }) => c.id)).toEqual([first, second]);
    expect(list.items[0]).toEqual({
      id: first,
      title: 'Hello',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(list.nextCursor).toBeNull();
  });

  it('pages through a long list with a cursor', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 32; i++) await newConversation(t, m);
    const one = (await get(m, '/api/companion/conversations')).json();
    expect(one.items).toHaveLength(30);
    const two = (await get(m, `/api/companion/conversations?cursor=${one.nextCursor}`)).json();
    expect(two.items).toHaveLength(2);
    expect(two.nextCursor).toBeNull();
    const ids = new Set([...one.items, ...two.items].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(32);
    expect((await get(m, '/api/companion/conversations?cursor=nonsense')).statusCode).toBe(400);
  });

  it('deletes a conversation with its messages', async () => {
    const id = await newConversation(t, asha);
    await send(t, asha, id, 'Something to forget');
    const res = await as(t.app, asha, { method: 'DELETE', url: `/api/companion/conversations/${id}` });
    expect(res.statusCode).toBe(204);
    expect((await get(asha, `/api/companion/conversations/${id}`)).statusCode).toBe(404);
    const found = (await get(asha, '/api/companion/conversations?q=forget')).json();
    expect(found.items).toEqual([]);
  });
});

describe('opening a conversation', () => {
  const url = (id: string) => `/api/companion/conversations/${id}`;
  const texts = (res: { json: () => { messages: Array<{ message: string }> } }) =>
    res.json().messages.map((m) => m.message);

  it('answers 304 while the conversation is unchanged, and the new page once a message is added', async () => {
    const id = await newConversation(t, asha);
    const first = await get(asha, url(id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    const again = await as(t.app, asha, { method: 'GET', url: url(id), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await send(t, asha, id, 'Chemotherapy starts on Monday');
    const changed = await as(t.app, asha, { method: 'GET', url: url(id), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(texts(changed)).toContain('Chemotherapy starts on Monday');
    expect(changed.json().conversation.title).toBe('Chemotherapy starts on Monday');
  });

  it('shows a new title at once after a rename, though no message was added', async () => {
    const id = await newConversation(t, asha);
    await send(t, asha, id, 'Questions for the surgeon');
    expect((await get(asha, url(id))).json().conversation.title).toBe('Questions for the surgeon');
    await as(t.app, asha, { method: 'PATCH', url: url(id), payload: { title: 'Surgery on the 14th' } });
    expect((await get(asha, url(id))).json().conversation.title).toBe('Surgery on the 14th');
  });

  it('shows the files a message carried, on a page that was loaded before it was sent', async () => {
    const id = await newConversation(t, asha);
    await get(asha, url(id));
    const file = await uploadFile(
      t,
      asha,
      Buffer.from('Blood test results: all within range.\n'),
      'report.txt',
      'text/plain',
    );
    await send(t, asha, id, 'Here is my report', [file]);
    const page = (await get(asha, url(id))).json();
    const sent = page.messages.find((m: { message: string }) => m.message === 'Here is my report');
    expect(sent.attachments).toEqual([{ id: file, name: 'report.txt', type: 'text/plain', size: expect.any(Number) }]);
  });

  it('sends the same page compressed with Brotli or gzip when the client accepts it', async () => {
    const id = await newConversation(t, asha);
    await send(t, asha, id, 'I feel anxious before every scan');
    const plain = await get(asha, url(id));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await as(t.app, asha, {
      method: 'GET',
      url: url(id),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await as(t.app, asha, { method: 'GET', url: url(id), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await as(t.app, asha, {
      method: 'GET',
      url: url(id),
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("answers 404 to another member, even one who holds the owner's ETag", async () => {
    const id = await newConversation(t, ravi);
    await send(t, ravi, id, 'Only for me');
    const own = await get(ravi, url(id));
    const theirs = await as(t.app, asha, {
      method: 'GET',
      url: url(id),
      headers: { 'if-none-match': String(own.headers.etag) },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Only for me');
  });

  it('answers 404 once the conversation is deleted, though its page was loaded', async () => {
    const id = await newConversation(t, asha);
    await get(asha, url(id));
    await as(t.app, asha, { method: 'DELETE', url: url(id) });
    expect((await get(asha, url(id))).statusCode).toBe(404);
  });

  it('shows a message written by another server process on the same database', async () => {
    const other = await createTestApp({ shareDatabaseOf: t });
    try {
      const id = await newConversation(t, asha);
      expect(texts(await get(asha, url(id)))).toEqual([CompanionStored.greeting]);
      const sent = await as(other.app, asha, {
        method: 'POST',
        url: `${url(id)}/messages`,
        payload: { message: 'Sent from the other process' },
      });
      expect(sent.statusCode).toBe(200);
      expect(texts(await get(asha, url(id)))).toContain('Sent from the other process');
      await as(other.app, asha, { method: 'PATCH', url: url(id), payload: { title: 'Renamed elsewhere' } });
      expect((await get(asha, url(id))).json().conversation.title).toBe('Renamed elsewhere');
    } finally {
      await other.close();
    }
  });

  it('returns the newest 200 messages and pages to older ones with the cursor', async () => {
    const id = await newConversation(t, asha);
    const total = CompanionLimits.messagesPage + 30;
    const start = Date.now() + 1000; // after the greeting
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({
        conversationId: id,
        userId: asha.id,
        sender: i % 2 === 0 ? ('user' as const) : ('bot' as const),
        message: `message ${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const newest = (await get(asha, url(id))).json();
    expect(newest.messages).toHaveLength(CompanionLimits.messagesPage);
    expect(newest.messages.at(-1).message).toBe(`message ${total}`);
    expect(newest.messages[0].message).toBe(`message ${total - CompanionLimits.messagesPage + 1}`);
    expect(newest.olderCursor).toEqual(expect.any(String));

    const older = await get(asha, `${url(id)}?before=${encodeURIComponent(newest.olderCursor)}`);
    expect(older.statusCode).toBe(200);
    const olderTexts = texts(older);
    // The 30 oldest and the greeting, oldest first, none repeated.
    expect(olderTexts).toHaveLength(31);
    expect(olderTexts.at(-1)).toBe(`message ${total - CompanionLimits.messagesPage}`);
    expect(older.json().olderCursor).toBeNull();
    expect((await get(asha, `${url(id)}?before=not-a-cursor`)).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds own conversations by words of their titles and messages, in English and Hindi', async () => {
    const m = await createMember(t);
    const chemo = await newConversation(t, m);
    await send(t, m, chemo, 'Chemotherapy starts on Monday');
    await send(t, m, chemo, 'My daughter will come with me to the hospital');
    const hindi = await newConversation(t, m);
    await send(t, m, hindi, 'मुझे रात को नींद नहीं आती');
    const other = await newConversation(t, m);
    await send(t, m, other, 'Hello');

    const ids = async (q: string) =>
      (await get(m, `/api/companion/conversations?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { id: string }) => c.id);
    expect(await ids('chemo')).toEqual([chemo]); // a word's beginning finds it
    expect(await ids('daughter hospital')).toEqual([chemo]); // a later message, not the title
    expect(await ids('नींद')).toEqual([hindi]);
    expect(await ids('passport')).toEqual([]);
    // The greeting every conversation starts with is not searched.
    expect(await ids('whatever')).toEqual([]);
  });

  it("never returns another member's conversations", async () => {
    const id = await newConversation(t, ravi);
    await send(t, ravi, id, 'Radiotherapy schedule for my father');
    expect((await get(ravi, '/api/companion/conversations?q=radiotherapy')).json().items).toHaveLength(1);
    expect((await get(asha, '/api/companion/conversations?q=radiotherapy')).json().items).toEqual([]);
    expect(
      (await get(asha, '/api/companion/conversations')).json().items.map((c: { id: string }) => c.id),
    ).not.toContain(id);
  });
});

describe('ownership', () => {
  it('answers 404 to another member who reads, renames, deletes or writes in a conversation, and changes nothing', async () => {
    const id = await newConversation(t, ravi);
    await send(t, ravi, id, 'Private thoughts');
    const read = await get(asha, `/api/companion/conversations/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Private thoughts');
    expect(
      (
        await as(t.app, asha, {
          method: 'PATCH',
          url: `/api/companion/conversations/${id}`,
          payload: { title: 'Mine now' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(t, asha, id, 'Hello from someone else')).statusCode).toBe(404);
    expect((await as(t.app, asha, { method: 'DELETE', url: `/api/companion/conversations/${id}` })).statusCode).toBe(
      404,
    );
    const own = (await get(ravi, `/api/companion/conversations/${id}`)).json();
    expect(own.conversation.title).toBe('Private thoughts');
    expect(own.messages.map((m: { sender: string }) => m.sender)).toEqual(['bot', 'user', 'bot']);
  });

  it('asks visitors to sign in', async () => {
    expect((await get(null, '/api/companion/conversations')).statusCode).toBe(401);
    expect((await as(t.app, null, { method: 'POST', url: '/api/companion/conversations' })).statusCode).toBe(401);
  });
});

describe('configuration', () => {
  it('tells the page which provider answers, and about voice and files', async () => {
    const res = await get(asha, '/api/companion/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'offline', voiceEnabled: false, fileMaxBytes: 10 * 1024 * 1024 });
    expect(res.json().allowedFileTypes).toContain('application/pdf');
  });
});
