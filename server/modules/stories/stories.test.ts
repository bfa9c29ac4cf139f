import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryLimits, StoryMessages, storyExcerpt } from '../../../contracts/stories.js';
import { stories, storyHearts } from '../../db/schema/stories.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let author: Member;
let reader: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await createMember(t, 'survivor', { name: 'Lata Menon' });
  reader = await createMember(t, 'caregiver');
  admin = await createMember(t, 'admin');
});
afterAll(async () => t?.close());

const valid = {
  title: 'A year of small wins',
  content: 'When I was diagnosed I could not see past the next appointment.',
  cancerType: 'breast',
  tone: 'hopeful',
  ageGroup: '40-50',
};
const share = (who: Member | null, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/stories', payload });

describe('sharing a story', () => {
  it('stores it with the excerpt rule: the first 150 characters and ...', async () => {
    const long = 'ab'.repeat(100);
    const res = await share(author, { ...valid, content: long });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: valid.title,
      excerpt: `${long.slice(0, 150)}...`,
      content: long,
      cancerType: 'breast',
      tone: 'hopeful',
      ageGroup: '40-50',
      isMine: true,
      heartCount: 0,
    });
    expect(storyExcerpt('short story')).toBe('short story');
    expect(storyExcerpt('😀'.repeat(151))).toBe(`${'😀'.repeat(150)}...`);
  });

  it("asks for the title, content, cancer type and tone in the specification's words, and needs an account", async () => {
    for (const missing of ['title', 'content', 'cancerType', 'tone']) {
      const res = await share(author, { ...valid, [missing]: '' });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.message).toContain(englishOf(StoryMessages.missingInformation));
    }
    expect(
      (await share(author, { ...valid, title: 'x'.repeat(StoryLimits.titleMax + 1) })).json().error.message,
    ).toContain(englishOf(StoryMessages.titleTooLong));
    expect((await share(null, valid)).statusCode).toBe(401);
  });
});

describe('browsing stories', () => {
  it('filters by tone and cancer type and searches title and excerpt, in Hindi too', async () => {
    const grief = (
      await share(author, {
        ...valid,
        title: 'Letters to my father',
        tone: 'grief',
        cancerType: 'lung',
        content: 'I still write to him on Sundays.',
      })
    ).json();
    const hindi = (
      await share(reader, {
        ...valid,
        title: 'माँ की हिम्मत',
        content: 'माँ ने हर कीमो के बाद मुस्कुराना नहीं छोड़ा।',
        cancerType: 'colon',
      })
    ).json();
    const ids = async (q: string) =>
      (await as(t.app, null, { url: `/api/stories?${q}&limit=48` })).json().items.map((s: { id: string }) => s.id);
    expect(await ids('tone=grief')).toEqual([grief.id]);
    expect(await ids('cancerType=lung')).toEqual([grief.id]);
    expect(await ids('q=letters')).toEqual([grief.id]);
    expect(await ids('q=sundays')).toEqual([grief.id]);
    expect(await ids(`q=${encodeURIComponent('हिम्मत')}`)).toEqual([hindi.id]);
    expect(await ids(`q=${encodeURIComponent('कीमो')}`)).toEqual([hindi.id]);
  });

  it('pages newest first without repeating a story', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await as(t.app, null, { url: `/api/stories?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}` })
      ).json();
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [all] = await t.database.db.select({ n: count() }).from(stories);
    expect(seen).toHaveLength(all!.n);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('anonymous stories', () => {
  it('name nobody to anyone but their author, on every route', async () => {
    const story = (await share(author, { ...valid, title: 'Without my name', isAnonymous: true })).json();
    for (const who of [null, reader, admin]) {
      const answers = [
        await as(t.app, who, { url: '/api/stories?limit=48' }),
        await as(t.app, who, { url: `/api/stories/${story.id}` }),
        await as(t.app, who, { url: '/api/stories?q=without' }),
      ];
      if (who) answers.push(await as(t.app, who, { method: 'PUT', url: `/api/stories/${story.id}/heart` }));
      for (const res of answers) {
        expect(res.statusCode).toBeLessThan(300);
        const body = res.json() as { items?: { id: string }[] };
        // In a list, the anonymous story's own entry (the author's other stories carry their name).
        const entry = JSON.stringify(body.items ? body.items.find((s) => s.id === story.id) : body);
        expect(entry).not.toContain(author.id);
        expect(entry).not.toContain('Lata Menon');
      }
    }
    expect((await as(t.app, author, { url: `/api/stories/${story.id}` })).json()).toMatchObject({
      isMine: true,
      author: { name: 'Lata Menon' },
    });
  });
});

describe('hearts and deleting', () => {
  it('keeps one heart per member and story, even when sent at once', async () => {
    const story = (await share(author, valid)).json();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(t.app, reader, { method: 'PUT', url: `/api/stories/${story.id}/heart` })),
    );
    for (const res of answers) expect(res.json()).toEqual({ hearted: true, heartCount: 1 });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(storyHearts)
      .where(eq(storyHearts.storyId, story.id));
    expect(rows!.n).toBe(1);
    expect((await as(t.app, reader, { method: 'DELETE', url: `/api/stories/${story.id}/heart` })).json()).toEqual({
      hearted: false,
      heartCount: 0,
    });
    expect((await as(t.app, null, { method: 'PUT', url: `/api/stories/${story.id}/heart` })).statusCode).toBe(401);
  });

  it('lets the author (or an admin) delete a story, and nobody else', async () => {
    const story = (await share(author, valid)).json();
    const refused = await as(t.app, reader, { method: 'DELETE', url: `/api/stories/${story.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(StoryMessages.notYourStory));
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/stories/${story.id}` })).statusCode).toBe(204);
    expect((await as(t.app, null, { url: `/api/stories/${story.id}` })).statusCode).toBe(404);
  });
});

describe('sample stories', () => {
  it('are written once from the demo members, one of them anonymous', async () => {
    const seeded = await createTestApp();
    try {
      await seeded.app.services.modules.seed('profiles');
      expect(await seeded.app.services.modules.seed('stories')).toEqual(['6 sample stories']);
      const items = (await seeded.app.inject({ url: '/api/stories?limit=48' })).json().items as {
        isSample: boolean;
        isAnonymous: boolean;
        author: unknown;
        excerpt: string;
      }[];
      expect(items).toHaveLength(6);
      expect(items.every((s) => s.isSample)).toBe(true);
      expect(items.some((s) => s.isAnonymous && s.author === null)).toBe(true);
      expect(await seeded.app.services.modules.seed('stories')).toEqual([]);
    } finally {
      await seeded.close();
    }
  });
});
