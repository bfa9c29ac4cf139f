import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancerTypes } from '../../../contracts/enums.js';
import { ProfileMessages } from '../../../contracts/profiles.js';
import { user } from '../../db/schema/index.js';
import { as, createMember, createTestApp, profileForm, signUp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

/** Decision 0062: the welcome after sign-up, no silent role, and the cancer types for India. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = async (m: Member) => (await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).json();
const chooseRole = (m: Member, payload: unknown) =>
  as(t.app, m, { method: 'PUT', url: '/api/profiles/me/welcome/role', payload: payload as Record<string, unknown> });
const about = (m: Member, payload: Record<string, unknown>) =>
  as(t.app, m, { method: 'PUT', url: '/api/profiles/me/welcome/about', payload });
const storedRole = async (id: string) =>
  (await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

describe('a new account', () => {
  it('has said no role and no cancer type: both null, never a silent patient with "other"', async () => {
    const m = await signUp(t.app, { name: 'Naya Sadasya' });
    expect(await storedRole(m.id)).toBeNull();
    expect(await me(m)).toMatchObject({ role: null, cancerType: null });
    const session = await as(t.app, m, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.json().user.role).toBeNull();
  });

  it('is shown to other members without a role, and no role filter or search for patients finds it', async () => {
    const newcomer = await signUp(t.app, { name: 'Unsaid Urmila' });
    const reader = await createMember(t, 'patient');
    const profile = await as(t.app, reader, { method: 'GET', url: `/api/profiles/${newcomer.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().role).toBeNull();

    const post = await as(t.app, newcomer, {
      method: 'POST',
      url: '/api/forum/posts',
      payload: { title: 'First day here', content: 'Hello everyone, I am new.' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().post.id as string;
    const patients = (await as(t.app, reader, { method: 'GET', url: '/api/forum/posts?role=patient&limit=50' })).json()
      .items as { id: string }[];
    expect(patients.map((p) => p.id)).not.toContain(postId);
    const all = (await as(t.app, reader, { method: 'GET', url: '/api/forum/posts?limit=50' })).json().items as {
      id: string;
      author: { role: string | null };
    }[];
    expect(all.find((p) => p.id === postId)?.author.role).toBeNull();

    const found = await as(t.app, reader, { method: 'GET', url: '/api/connect/discover?q=patient&limit=50' });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json().items as { id: string }[]).map((i) => i.id)).not.toContain(newcomer.id);
  });
});

describe('the welcome, step 1: who you are', () => {
  it('saves the role the member chooses, one of the four', async () => {
    for (const role of ['patient', 'survivor', 'caregiver', 'volunteer']) {
      const m = await signUp(t.app);
      const res = await chooseRole(m, { role });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().role).toBe(role);
      expect(await storedRole(m.id)).toBe(role);
    }
  });

  it('refuses no role, an unknown one, and the roles only the team gives, with words, and keeps null', async () => {
    const m = await signUp(t.app);
    for (const payload of [{}, { role: '' }, { role: 'doctor' }, { role: 'ngo' }, { role: 'admin' }, { role: null }]) {
      const res = await chooseRole(m, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(englishOf(ProfileMessages.roleRequired));
    }
    expect(await storedRole(m.id)).toBeNull();
  });

  it("keeps a role the team gave: an NGO's or an administrator's welcome changes nothing", async () => {
    for (const role of ['ngo', 'admin'] as const) {
      const m = await createMember(t, role);
      const res = await chooseRole(m, { role: 'caregiver' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain(englishOf(ProfileMessages.roleKept));
      expect(await storedRole(m.id)).toBe(role);
    }
  });

  it('lets a member who chose go back and choose again among the four', async () => {
    const m = await signUp(t.app);
    await chooseRole(m, { role: 'patient' });
    const res = await chooseRole(m, { role: 'caregiver' });
    expect(res.statusCode).toBe(200);
    expect(await storedRole(m.id)).toBe('caregiver');
  });

  it('needs an account', async () => {
    const res = await as(t.app, null, {
      method: 'PUT',
      url: '/api/profiles/me/welcome/role',
      payload: { role: 'caregiver' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the welcome, step 2: cancer type and language (skippable)', () => {
  it('saves a cancer type and the language together', async () => {
    const m = await signUp(t.app);
    const res = await about(m, { cancerType: 'cervical', language: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancerType).toBe('cervical');
    const [row] = await t.database.db.select({ language: user.language }).from(user).where(eq(user.id, m.id));
    expect(row?.language).toBe('hi');
  });

  it('skipped (nothing sent), leaves everything as it was: not said stays not said', async () => {
    const m = await signUp(t.app);
    const res = await about(m, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: null, cancerType: null });
  });

  it('refuses an unknown cancer type or language, and saves nothing', async () => {
    const m = await signUp(t.app);
    expect((await about(m, { cancerType: 'kidneys' })).statusCode).toBe(400);
    expect((await about(m, { cancerType: 'breast', language: 'fr' })).statusCode).toBe(400);
    expect((await me(m)).cancerType).toBeNull();
  });
});

describe('the profile after the welcome', () => {
  it('keeps a role not said yet when the member saves other things, and never unsays a role', async () => {
    const m = await signUp(t.app);
    const kept = await as(t.app, m, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: profileForm({ role: null, cancerType: null, bio: 'New here' }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ role: null, cancerType: null, bio: 'New here' });

    await chooseRole(m, { role: 'survivor' });
    const unsaid = await as(t.app, m, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: profileForm({ role: null }),
    });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().error.message).toContain(englishOf(ProfileMessages.roleRequired));
    expect(await storedRole(m.id)).toBe('survivor');
  });
});

describe('cancer types for India (GLOBOCAN 2022)', () => {
  const added = [
    'oral_head_neck',
    'cervical',
    'ovarian',
    'stomach',
    'liver',
    'oesophageal',
    'thyroid',
    'brain',
    'childhood',
  ];
  const old = ['breast', 'lung', 'colon', 'blood', 'prostate', 'skin', 'other'];

  it('lists the new types beside every old one', () => {
    for (const type of [...added, ...old]) expect(CancerTypes).toContain(type);
  });

  it('are accepted on the profile, new and old alike', async () => {
    const m = await createMember(t, 'patient');
    for (const cancerType of ['oral_head_neck', 'childhood', 'prostate', 'other']) {
      const res = await as(t.app, m, {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: profileForm({ cancerType }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cancerType).toBe(cancerType);
    }
  });

  it('are accepted on a story and found by the story filter; an old type still filters', async () => {
    const author = await createMember(t, 'survivor');
    const share = (cancerType: string) =>
      as(t.app, author, {
        method: 'POST',
        url: '/api/stories',
        payload: {
          title: `Living with ${cancerType}`,
          content: 'We went to the hospital in Lucknow every week and learnt a lot.',
          cancerType,
          tone: 'hopeful',
        },
      });
    const cervical = await share('cervical');
    expect(cervical.statusCode, cervical.body).toBe(201);
    const prostate = await share('prostate');
    expect(prostate.statusCode).toBe(201);
    const filtered = (await as(t.app, null, { method: 'GET', url: '/api/stories?cancerType=cervical' })).json()
      .items as { id: string; cancerType: string }[];
    expect(filtered.map((s) => s.id)).toContain(cervical.json().id);
    expect(filtered.every((s) => s.cancerType === 'cervical')).toBe(true);
    const old = (await as(t.app, null, { method: 'GET', url: '/api/stories?cancerType=prostate' })).json().items as {
      id: string;
    }[];
    expect(old.map((s) => s.id)).toContain(prostate.json().id);
    expect((await as(t.app, null, { method: 'GET', url: '/api/stories?cancerType=kidneys' })).statusCode).toBe(400);
  });

  it("are offered by mentors and matched first for the asker's own type", async () => {
    const mentor = await createMember(t, 'survivor', { name: 'Oral Mentor Omana' });
    const offer = await as(t.app, mentor, {
      method: 'PUT',
      url: '/api/mentors/offer',
      payload: {
        cancerType: 'oral_head_neck',
        treatments: ['surgery'],
        languages: ['hi'],
        state: 'kerala',
        capacity: 2,
      },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const seeker = await createMember(t, 'patient');
    const res = await as(t.app, seeker, {
      method: 'GET',
      url: '/api/mentors/match?cancerType=oral_head_neck&treatments=surgery&languages=hi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().items[0] as { mentorId: string; cancerType: string; sameCancerType: boolean };
    expect(first).toMatchObject({ mentorId: mentor.id, cancerType: 'oral_head_neck', sameCancerType: true });
  });
});
