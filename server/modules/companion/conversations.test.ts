import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionText, titleFromMessage } from '../../../contracts/companion.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { newConversation, parseSse, send } from './companion.test-support.js';

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
    expect(body.messages[0]).toMatchObject({ sender: 'bot', message: CompanionText.greeting, attachments: [] });
    const again = await get(asha, `/api/companion/conversations/${body.conversation.id}`);
    expect(again.json().messages.map((m: { message: string }) => m.message)).toEqual([CompanionText.greeting]);
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
    expect((await get(asha, `/api/companion/conversations/${b}`)).json().conversation.title).toBe(`${fiftyOne.slice(0, 47)}...`);
  });

  it('keeps a title the member chose', async () => {
    const id = await newConversation(t, asha);
    const renamed = await as(t.app, asha, { method: 'PATCH', url: `/api/companion/conversations/${id}`, payload: { title: 'Questions for Dr. Rao' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Questions for Dr. Rao');
    await send(t, asha, id, 'What should I ask at my appointment?');
    expect((await get(asha, `/api/companion/conversations/${id}`)).json().conversation.title).toBe('Questions for Dr. Rao');
  });

  it('refuses an empty title and an empty message', async () => {
    const id = await newConversation(t, asha);
    const rename = await as(t.app, asha, { method: 'PATCH', url: `/api/companion/conversations/${id}`, payload: { title: '   ' } });
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
    expect(list.items[0]).toEqual({ id: first, title: 'Hello', createdAt: expect.any(String), updatedAt: expect.any(String) });
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

    const ids = async (q: string) => (await get(m, `/api/companion/conversations?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: string }) => c.id);
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
    expect((await get(asha, '/api/companion/conversations')).json().items.map((c: { id: string }) => c.id)).not.toContain(id);
  });
});

describe('ownership', () => {
  it("answers 404 to another member who reads, renames, deletes or writes in a conversation, and changes nothing", async () => {
    const id = await newConversation(t, ravi);
    await send(t, ravi, id, 'Private thoughts');
    const read = await get(asha, `/api/companion/conversations/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Private thoughts');
    expect((await as(t.app, asha, { method: 'PATCH', url: `/api/companion/conversations/${id}`, payload: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await send(t, asha, id, 'Hello from someone else')).statusCode).toBe(404);
    expect((await as(t.app, asha, { method: 'DELETE', url: `/api/companion/conversations/${id}` })).statusCode).toBe(404);
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
