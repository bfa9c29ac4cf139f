import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranslationMessages } from '../../../contracts/translation.js';
import { startTranslateStandIn, type TranslateStandIn } from '../../../e2e/translate-stand-in.mjs';
import { forumPosts } from '../../db/schema/forum.js';
import { itemTranslations } from '../../db/schema/translation.js';
import { englishOf } from '../../platform/i18n.js';
import { as, createMember, createTestApp, nextIp, type Member, type TestApp } from '../../test/helpers.js';
import { connect } from '../../test/people.js';

let standIn: TestStandIn;
let t: TestApp;
let author: Member;
let reader: Member;
let stranger: Member;
type TestStandIn = TranslateStandIn;

beforeAll(async () => {
  standIn = await startTranslateStandIn();
  t = await createTestApp({
    env: { TRANSLATE_BASE_URL: standIn.url, TRANSLATE_TIMEOUT_MS: '1000', TRANSLATE_PER_HOUR: '12' },
  });
  author = await createMember(t, 'survivor', { name: 'Lata Menon' });
  reader = await createMember(t, 'caregiver', { name: 'Ravi Kumar' });
  stranger = await createMember(t, 'patient', { name: 'Neha Joshi' });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const translate = (who: Member | null, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/translations', payload, remoteAddress: '10.1.2.3' });

/** A post by a new member each time (the forum limits posts per member and hour); `author` is its writer. */
async function newPost(title: string, content: string) {
  author = await createMember(t, 'survivor');
  const res = await as(t.app, author, { method: 'POST', url: '/api/forum/posts', payload: { title, content } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: string; language: string };
}

const keptFor = async (postId: string) =>
  (await t.database.db.select({ n: count() }).from(itemTranslations).where(eq(itemTranslations.postId, postId)))[0]!.n;

describe('the language a member wrote in', () => {
  it('is recorded on posts, replies and stories from the script and the words', async () => {
    expect((await newPost('Tired after chemo', 'What helped your family?')).language).toBe('en');
    expect((await newPost('कीमो के बाद थकान', 'आपके परिवार को किससे मदद मिली?')).language).toBe('hi');
    const romanised = await newPost('Chemo ke baad', 'Mujhe bahut thakan ho rahi hai, kya aap bata sakte hain?');
    expect(romanised.language).toBe('hi-Latn');
    const replied = await as(t.app, reader, {
      method: 'POST',
      url: `/api/forum/posts/${romanised.id}/replies`,
      payload: { content: 'मेरी माँ को नारियल पानी से आराम मिला।' },
    });
    expect(replied.json()).toMatchObject({ language: 'hi' });
    const story = await as(t.app, author, {
      method: 'POST',
      url: '/api/stories',
      payload: {
        title: 'A year of small wins',
        content: 'I learnt to ask for help.',
        cancerType: 'breast',
        tone: 'hopeful',
      },
    });
    expect(story.json()).toMatchObject({ language: 'en' });
  });

  it('changes when the author rewrites the post in the other language', async () => {
    const p = await newPost('Scan results', 'How long did yours take?');
    const edited = await as(t.app, author, {
      method: 'PATCH',
      url: `/api/forum/posts/${p.id}`,
      payload: { title: 'स्कैन की रिपोर्ट', content: 'आपकी रिपोर्ट आने में कितना समय लगा?', postType: 'question', tags: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post.language).toBe('hi');
  });
});

describe('the author corrects the language', () => {
  it('keeps the language the author chose for a post or story, and reads it from the words otherwise', async () => {
    const p = await newPost('Pune meetup', 'Anyone from Pune?');
    const edit = (payload: Record<string, unknown>) =>
      as(t.app, author, {
        method: 'PATCH',
        url: `/api/forum/posts/${p.id}`,
        payload: { title: 'Pune meetup', postType: 'question', tags: [], ...payload },
      });
    expect((await edit({ content: 'Koi Pune se?', language: 'hi-Latn' })).json().post.language).toBe('hi-Latn');
    expect((await edit({ content: 'Anyone from Pune? Saturday works.' })).json().post.language).toBe('en');
    const story = await as(t.app, author, {
      method: 'POST',
      url: '/api/stories',
      payload: { title: 'Hope', content: 'A story.', cancerType: 'breast', tone: 'hopeful' },
    });
    const corrected = await as(t.app, author, {
      method: 'PATCH',
      url: `/api/stories/${story.json().id}`,
      payload: { title: 'Hope', content: 'A story.', cancerType: 'breast', tone: 'hopeful', language: 'hi' },
    });
    expect(corrected.json()).toMatchObject({ language: 'hi' });
    const wrong = await edit({ content: 'Anyone?', language: 'fr' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('a reader asks for a translation', () => {
  it('translates an English post into Hindi through the service, marked as a machine translation', async () => {
    const p = await newPost('Tired after chemo', 'Drink water and rest, my doctor said.');
    const res = await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      kind: 'post',
      id: p.id,
      source: 'en',
      target: 'hi',
      title: '[hi] थका हुआ after कीमो',
      content: '[hi] Drink पानी and rest, my डॉक्टर said.',
      machine: true,
    });
    expect(standIn.calls.at(-1)).toMatchObject({ source: 'en', target: 'hi', format: 'text' });
  });

  it('keeps the translation per item and language: the next reader, a visitor too, gets it without a call', async () => {
    const p = await newPost('Hope', 'My mother is home from the hospital.');
    await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    const calls = standIn.calls.length;
    const again = await translate(null, { kind: 'post', id: p.id, target: 'hi' });
    expect(again.json().content).toBe('[hi] My माँ is home from the अस्पताल.');
    expect(standIn.calls.length).toBe(calls);
    expect(await keptFor(p.id)).toBe(1);
  });

  it('drops the kept translation when the author edits the post, and translates the new words', async () => {
    const p = await newPost('Chemo week', 'Day one was hard.');
    await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    expect(await keptFor(p.id)).toBe(1);
    await as(t.app, author, {
      method: 'PATCH',
      url: `/api/forum/posts/${p.id}`,
      payload: { title: 'Chemo week', content: 'Day two was easier, thank you.', postType: 'question', tags: [] },
    });
    expect(await keptFor(p.id)).toBe(0);
    const fresh = await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    expect(fresh.json().content).toBe('[hi] Day two was easier, धन्यवाद.');
  });

  it('never shows a kept translation for words that have changed since (an edit racing a translation)', async () => {
    const p = await newPost('Chemo day', 'First cycle today.');
    await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    // As if the translation had been kept just after an edit's trigger ran: the row outlives the words.
    await t.database.db
      .update(itemTranslations)
      .set({ content: '[hi] words of an older version' })
      .where(eq(itemTranslations.postId, p.id));
    await t.database.db.execute(sql`alter table forum_posts disable trigger forum_posts_translations_drop`);
    try {
      await t.database.db.update(forumPosts).set({ content: 'Second cycle today.' }).where(eq(forumPosts.id, p.id));
    } finally {
      await t.database.db.execute(sql`alter table forum_posts enable trigger forum_posts_translations_drop`);
    }
    const res = await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    expect(res.json().content).toBe('[hi] Second cycle today.');
  });

  it('drops the kept translation with the post when it is deleted', async () => {
    const p = await newPost('Chemo tips', 'Small meals helped.');
    await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    await as(t.app, author, { method: 'DELETE', url: `/api/forum/posts/${p.id}` });
    expect(await keptFor(p.id)).toBe(0);
    expect((await translate(reader, { kind: 'post', id: p.id, target: 'hi' })).statusCode).toBe(404);
  });

  it('translates a reply as it stands in its thread, and drops it when the reply is edited', async () => {
    const p = await newPost('Who else?', 'Anyone from Pune?');
    const r = (
      await as(t.app, stranger, {
        method: 'POST',
        url: `/api/forum/posts/${p.id}/replies`,
        payload: { content: 'Yes, my family is in Pune.' },
      })
    ).json() as { id: string };
    const res = await translate(reader, { kind: 'reply', id: r.id, postId: p.id, target: 'hi' });
    expect(res.json()).toMatchObject({ title: null, content: '[hi] Yes, my परिवार is in Pune.' });
    const countReply = async () =>
      (await t.database.db.select({ n: count() }).from(itemTranslations).where(eq(itemTranslations.replyId, r.id)))[0]!
        .n;
    expect(await countReply()).toBe(1);
    await as(t.app, stranger, { method: 'PATCH', url: `/api/forum/replies/${r.id}`, payload: { content: 'Nashik.' } });
    expect(await countReply()).toBe(0);
    // A reply named with another post's id is not found there.
    const other = await newPost('Another', 'Another thread.');
    expect((await translate(reader, { kind: 'reply', id: r.id, postId: other.id, target: 'hi' })).statusCode).toBe(404);
  });

  it('drops a story translation when its author erases their account and keeps it as Anonymous', async () => {
    const erasing = await createMember(t, 'survivor', { name: 'Kamala Pillai' });
    const story = (
      await as(t.app, erasing, {
        method: 'POST',
        url: '/api/stories',
        payload: { title: 'Hope', content: 'My family stayed close.', cancerType: 'breast', tone: 'hopeful' },
      })
    ).json() as { id: string };
    expect((await translate(reader, { kind: 'story', id: story.id, target: 'hi' })).json().title).toBe('[hi] उम्मीद');
    const erased = await as(t.app, erasing, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: erasing.password, keepPostsAnonymous: true },
      remoteAddress: nextIp(),
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const kept = await t.database.db
      .select({ n: count() })
      .from(itemTranslations)
      .where(eq(itemTranslations.storyId, story.id));
    expect(kept[0]!.n).toBe(0);
  });

  it('refuses what is already in the reader’s language', async () => {
    const p = await newPost('कीमो के बाद', 'क्या खाएँ?');
    const res = await translate(reader, { kind: 'post', id: p.id, target: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(englishOf(TranslationMessages.sameLanguage));
    const toEnglish = await translate(reader, { kind: 'post', id: p.id, target: 'en' });
    expect(toEnglish.json()).toMatchObject({ source: 'hi', target: 'en', title: '[en] chemo के बाद' });
  });
});

describe('private messages', () => {
  it('are translated for the two people in the conversation only when asked, and never kept', async () => {
    await connect(t, author, reader);
    const sent = await as(t.app, author, {
      method: 'POST',
      url: `/api/messages/${reader.id}`,
      payload: { content: 'Thank you for the chemo tips.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    const before = (await t.database.db.select({ n: count() }).from(itemTranslations))[0]!.n;
    const res = await translate(reader, { kind: 'message', id, target: 'hi' });
    expect(res.json()).toMatchObject({ kind: 'message', content: '[hi] धन्यवाद for the कीमो tips.' });
    expect((await t.database.db.select({ n: count() }).from(itemTranslations))[0]!.n).toBe(before);
    // Someone outside the conversation, or a visitor, gets nothing.
    expect((await translate(stranger, { kind: 'message', id, target: 'hi' })).statusCode).toBe(404);
    expect((await translate(null, { kind: 'message', id, target: 'hi' })).statusCode).toBe(401);
  });
});

describe('when the service fails', () => {
  it('says in words a person understands that it is not answering, and keeps nothing', async () => {
    const reader = await createMember(t, 'caregiver');
    const down = await newPost('STAND-IN-DOWN', 'The service is busy.');
    const res = await translate(reader, { kind: 'post', id: down.id, target: 'hi' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'TRANSLATION_FAILED',
      message: englishOf(TranslationMessages.unavailable),
    });
    const slow = await newPost('STAND-IN-SLOW', 'The service is slow.');
    const late = await translate(reader, { kind: 'post', id: slow.id, target: 'hi' });
    expect(late.statusCode).toBe(503);
    expect(await keptFor(down.id)).toBe(0);
    expect(await keptFor(slow.id)).toBe(0);
  });
});

describe('limits', () => {
  it('counts each reader’s calls to the service in an hour; kept translations are free', async () => {
    const limited = await createMember(t, 'caregiver');
    const kept = await newPost('Hope', 'Counted once.');
    await translate(limited, { kind: 'post', id: kept.id, target: 'hi' });
    let status = 200;
    for (let i = 0; i < 12 && status === 200; i++) {
      const p = await t.database.db
        .insert(forumPosts)
        .values({ userId: author.id, title: `Note ${i}`, content: 'A short note.' })
        .returning({ id: forumPosts.id });
      status = (await translate(limited, { kind: 'post', id: p[0]!.id, target: 'hi' })).statusCode;
    }
    expect(status).toBe(429);
    expect((await translate(limited, { kind: 'post', id: kept.id, target: 'hi' })).statusCode).toBe(200);
  });
});

describe('with no service configured', () => {
  it('offers no translation: the site says so, and the route answers 503', async () => {
    const bare = await createTestApp();
    try {
      const config = await bare.app.inject({ method: 'GET', url: '/api/site/config' });
      expect(config.json().translation).toBe(false);
      const member = await createMember(bare, 'caregiver');
      const res = await as(bare.app, member, {
        method: 'POST',
        url: '/api/translations',
        payload: { kind: 'post', id: '00000000-0000-4000-8000-000000000000', target: 'hi' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('TRANSLATION_NOT_ENABLED');
    } finally {
      await bare.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/site/config' })).json().translation).toBe(true);
  });
});
