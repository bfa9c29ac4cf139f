import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSafetyNotice, type SafetyNotice } from '../../contracts/crisis.js';
import { freeTextFields } from '../test/free-text.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { requestValidatorCompiler } from './input-guard.js';
import { registerScreening, screened, type ScreenInput, type WriteRoute } from './screening.js';
import { responseSerializerCompiler } from './serialize.js';

/**
 * One screening hook for every free-text write (decision 0059): the mechanism on a small app, then
 * the whole app's routes, every one of whose long text fields is screened or listed below with why.
 */

const Body = z.object({ title: z.string(), content: z.string().max(5000), tags: z.array(z.string()).default([]) });
const Saved = z.object({ id: z.string() });

async function smallApp(
  screener: ((input: ScreenInput) => Promise<SafetyNotice | undefined>) | null,
  answer: z.ZodObject = withSafetyNotice(Saved),
  fields: readonly ('title' | 'content' | 'tags' | 'other')[] = ['title', 'content', 'tags'],
): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const screening = registerScreening(app);
  if (screener) screening.provide(screener);
  app.post(
    '/things',
    {
      config: {
        screen: screened<z.output<typeof Body>, z.infer<typeof Saved>>({
          fields: fields as ('title' | 'content' | 'tags')[],
          isPublic: (body) => body.title !== 'quiet',
          targetType: 'story',
          id: (saved) => saved.id,
        }),
      },
      schema: { body: Body, response: { 201: answer, 409: Saved } },
    },
    async (request, reply) => {
      if (request.body.title === 'refused') return reply.status(409).send({ id: 'none' });
      return reply.status(201).send({ id: 'thing-1' });
    },
  );
  await app.ready();
  return app;
}

describe('the screening hook', () => {
  it("screens the declared fields after the write and adds the notice to the author's answer", async () => {
    const seen: ScreenInput[] = [];
    const app = await smallApp(async (input) => {
      seen.push(input);
      return { kind: 'self_harm', level: 'crisis' };
    });
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { title: 'Tonight', content: 'Words', tags: ['a', 'b'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'thing-1', safety: { kind: 'self_harm', level: 'crisis' } });
    expect(seen).toEqual([{ text: 'Tonight\nWords\na\nb', isPublic: true, targetType: 'story', targetId: 'thing-1' }]);
    await app.close();
  });

  it('names no target for text its rule finds private', async () => {
    const seen: ScreenInput[] = [];
    const app = await smallApp(async (input) => void seen.push(input));
    const res = await app.inject({ method: 'POST', url: '/things', payload: { title: 'quiet', content: 'Words' } });
    expect(res.json()).toEqual({ id: 'thing-1' });
    expect(seen).toEqual([{ text: 'quiet\nWords', isPublic: false }]);
    await app.close();
  });

  it('answers as usual, without a notice, when the screener fails', async () => {
    const app = await smallApp(async () => {
      throw new Error('detector down');
    });
    const res = await app.inject({ method: 'POST', url: '/things', payload: { title: 'Tonight', content: 'Words' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'thing-1' });
    await app.close();
  });

  it('screens nothing when the write did not succeed, and nothing before a screener is provided', async () => {
    const seen: ScreenInput[] = [];
    const app = await smallApp(async (input) => void seen.push(input));
    const refused = await app.inject({ method: 'POST', url: '/things', payload: { title: 'refused', content: 'x' } });
    expect(refused.statusCode).toBe(409);
    expect(seen).toEqual([]);
    await app.close();
    const unscreened = await smallApp(null);
    const res = await unscreened.inject({ method: 'POST', url: '/things', payload: { title: 'a', content: 'b' } });
    expect(res.json()).toEqual({ id: 'thing-1' });
    await unscreened.close();
  });

  it('refuses to start a route that screens a field its body lacks, or whose answer cannot carry safety', async () => {
    await expect(smallApp(null, withSafetyNotice(Saved), ['title', 'other'])).rejects.toThrow(
      'screens "other", which its body does not have',
    );
    await expect(smallApp(null, Saved)).rejects.toThrow('its answer has no safety field');
  });
});

/** Strings that are not words: addresses, links, secrets and numbers, judged by the field's name. */
const NOT_WORDS = /(url|link|website|endpoint|token|password|signature|email|phone)$/i;
/** A string that may hold this many characters or more is free text. */
const FREE_TEXT_FROM = 200;

/**
 * Long text fields that are not screened, each with why. Short on purpose: a new route that stores
 * what a member wrote declares `config.screen` instead of joining this list.
 */
const NOT_SCREENED: { routes: string[]; fields: string[] | 'all'; reason: string }[] = [
  {
    routes: [
      'POST /api/forum/posts/:id/reports',
      'POST /api/forum/replies/:id/reports',
      'POST /api/support-groups/:id/messages/:messageId/reports',
      'POST /api/stories/:id/reports',
      'POST /api/messages/items/:id/reports',
      'POST /api/donors/requests/:id/reports',
      'POST /api/people/:userId/reports',
    ],
    fields: ['note'],
    reason:
      "A report's note speaks to the moderators about someone else's words; a risk it names is a report already (reason at_risk).",
  },
  {
    routes: ['PUT /api/me/safety-plan'],
    fields: ['warningSigns[]', 'copingStrategies[]', 'distractions[]', 'saferSurroundings[]', 'reasonsForLiving[]'],
    reason:
      "The member's own safety plan names their warning signs by design, on the page that is itself the help a card would offer.",
  },
  {
    routes: ['POST /api/companion/conversations/:id/messages'],
    fields: ['message'],
    reason: 'Forti screens every message itself and answers in the conversation (decision 0012).',
  },
  {
    routes: [
      'PUT /api/admin/users/:id/suspension',
      'PUT /api/admin/users/:id/ban',
      'POST /api/admin/reports/:id/actions',
      'POST /api/admin/held/:type/:id/reject',
    ],
    fields: ['reason', 'message'],
    reason: "A moderator's words to a member about a decision, not their own.",
  },
  {
    routes: [
      'POST /api/admin/forum/posts/:id/author',
      'POST /api/admin/forum/replies/:id/author',
      'POST /api/admin/stories/:id/author',
    ],
    fields: ['reason'],
    reason: "An administrator's stated reason for revealing an anonymous author, kept in the audit log.",
  },
  {
    routes: ['POST /api/admin/watched-words', 'PUT /api/admin/watched-words/:id', 'POST /api/admin/watched-words/test'],
    fields: 'all',
    reason:
      'Watched words and sample texts an administrator types to tune the checks (decision 0082): the words of abuse, quoted to catch it.',
  },
  {
    routes: ['POST /api/contact'],
    fields: ['altcha'],
    reason: "The browser's answer to the proof of work (decision 0081): numbers and a signature, nobody's words.",
  },
  {
    routes: ['POST /api/daily-questions/:id/responses'],
    fields: ['selectedOption'],
    reason: "A poll's choice: one of the options an administrator wrote, checked by the service.",
  },
  {
    routes: [
      'POST /api/admin/articles',
      'PATCH /api/admin/articles/:id',
      'POST /api/admin/ngos',
      'PATCH /api/admin/ngos/:id',
      'POST /api/admin/resource-links',
      'PATCH /api/admin/resource-links/:id',
      'POST /api/admin/cost-schemes',
      'PATCH /api/admin/cost-schemes/:id',
      'POST /api/admin/daily-questions',
      'PATCH /api/admin/daily-questions/:id',
      'PATCH /api/admin/gallery/:id',
      'POST /api/admin/stats/awareness',
      'PATCH /api/admin/stats/awareness/:id',
    ],
    fields: 'all',
    reason:
      "The site's library and pages, written by administrators to inform (an article may describe a crisis's signs); no member writes about themselves here.",
  },
];

describe('every free-text write is screened', () => {
  let t: TestApp;
  let writes: readonly WriteRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    writes = t.app.platform.screening.writes.filter((w) => w.method !== 'HEAD');
  });
  afterAll(async () => {
    await t?.close();
  });

  const unscreened = () =>
    writes.flatMap((w) =>
      freeTextFields(w.body, FREE_TEXT_FROM)
        .filter((path) => !NOT_WORDS.test(path))
        .filter((path) => !w.screen?.fields.some((field) => path === field || path === `${field}[]`))
        .map((path) => ({ route: `${w.method} ${w.url}`, path })),
    );
  const allowed = (route: string, path: string) =>
    NOT_SCREENED.some((e) => e.routes.includes(route) && (e.fields === 'all' || e.fields.includes(path)));

  it('finds the long text fields of the routes (the check reads what it should)', () => {
    const find = (route: string) => writes.find((w) => `${w.method} ${w.url}` === route)!;
    expect(freeTextFields(find('POST /api/forum/posts').body, FREE_TEXT_FROM)).toEqual(['title', 'content']);
    expect(freeTextFields(find('POST /api/connections').body, FREE_TEXT_FROM)).toEqual(['message']);
    expect(writes.length).toBeGreaterThan(40);
  });

  it('screens every long text field of every route, but those listed with a reason', () => {
    const missing = unscreened()
      .filter(({ route, path }) => !allowed(route, path))
      .map(({ route, path }) => `${route}: "${path}" is free text; declare config.screen (platform/screening.ts)`);
    expect(missing).toEqual([]);
  });

  it('lists nothing that is screened or gone', () => {
    const found = unscreened();
    const stale = NOT_SCREENED.flatMap((e) =>
      e.routes
        .filter((route) => !found.some((f) => f.route === route && (e.fields === 'all' || e.fields.includes(f.path))))
        .map((route) => `${route} (${e.reason})`),
    );
    expect(stale).toEqual([]);
  });
});
