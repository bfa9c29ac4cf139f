import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionText } from '../../../contracts/companion.js';
import { translator } from '../../platform/i18n.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';

describe("a new conversation in the member's language", () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const start = (language?: string) =>
    as(t.app, member, { method: 'POST', url: '/api/companion/conversations', headers: language ? { 'accept-language': language } : {} });

  it("is titled 'New Chat' and greets with the specification's words in English", async () => {
    const res = await start('en-IN');
    expect(res.statusCode).toBe(201);
    const body = res.json() as { conversation: { title: string }; messages: { message: string; sender: string }[] };
    expect(body.conversation.title).toBe(CompanionText.defaultTitle);
    expect(body.messages.map((m) => [m.sender, m.message])).toEqual([['bot', CompanionText.greeting]]);
    expect(translator('en')('companion:newConversation.title')).toBe(CompanionText.defaultTitle);
  });

  it('is titled and greeted in Hindi when the page is in Hindi, and stays so when read again', async () => {
    const res = await start('hi-IN,hi;q=0.9');
    const body = res.json() as { conversation: { id: string; title: string }; messages: { message: string }[] };
    expect(body.conversation.title).toBe('नई बातचीत');
    expect(body.messages[0]!.message).toMatch(/^नमस्ते, मैं Forti हूँ।/);
    const again = await as(t.app, member, { method: 'GET', url: `/api/companion/conversations/${body.conversation.id}` });
    expect((again.json() as { messages: { message: string }[] }).messages[0]!.message).toBe(body.messages[0]!.message);
  });
});
