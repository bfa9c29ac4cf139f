import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MentorMessages } from '../../../contracts/mentors.js';
import { as, createMember, createTestApp, profileForm, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Asha Varghese' });
});
afterAll(async () => t?.close());

type Role = 'patient' | 'survivor' | 'caregiver' | 'volunteer';
const person = async (name: string, role: Role, profile: Record<string, unknown> = {}) => {
  const m = await createMember(t, role, { name });
  const res = await as(t.app, m, {
    method: 'PATCH',
    url: '/api/profiles/me',
    payload: profileForm({ fullName: name, role, ...profile }),
  });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  return m;
};

const baseOffer = {
  cancerType: 'breast',
  subtype: null,
  treatments: ['chemotherapy'],
  languages: ['en'],
  city: null,
  state: 'kerala',
  capacity: 2,
  note: null,
};
const offer = (m: Member, body: Record<string, unknown> = {}) =>
  as(t.app, m, { method: 'PUT', url: '/api/mentors/offer', payload: { ...baseOffer, ...body } });
const mentor = async (name: string, body: Record<string, unknown> = {}, role: Role = 'survivor') => {
  const m = await person(name, role, { cancerType: (body.cancerType as string) ?? 'breast' });
  const res = await offer(m, body);
  if (res.statusCode !== 200) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return m;
};
const match = async (who: Member, q: Record<string, string>) => {
  const res = await as(t.app, who, { method: 'GET', url: `/api/mentors/match?${new URLSearchParams(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { mentorId: string; fullName: string; trained: boolean; place: string }[];
};
const ids = (items: { mentorId: string }[]) => items.map((i) => i.mentorId);
const ask = (who: Member, m: Member, note = 'I was diagnosed last month. Could we talk?') =>
  as(t.app, who, { method: 'POST', url: '/api/mentors/requests', payload: { mentorId: m.id, note } });
const act = (who: Member, id: string, action: string, reason?: string) =>
  as(t.app, who, { method: 'PATCH', url: `/api/mentors/requests/${id}`, payload: { action, reason } });

describe('Offering to mentor', () => {
  it('survivors and caregivers may offer; patients and volunteers are refused on the server', async () => {
    for (const role of ['survivor', 'caregiver'] as const) {
      const m = await person(`Offerer ${role}`, role);
      const res = await offer(m, { languages: ['hi', 'ta'], treatments: ['surgery', 'radiotherapy'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'active', capacity: 2, trained: false });
      expect(res.json().treatments).toEqual(['radiotherapy', 'surgery']);
      expect(res.json().languages).toEqual(['hi', 'ta']);
    }
    for (const role of ['patient', 'volunteer'] as const) {
      const m = await person(`Not a mentor ${role}`, role);
      const res = await offer(m);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(englishOf(MentorMessages.rolesOnly));
    }
  });

  it('refuses bad input on its field: no place, capacity out of range, no treatment', async () => {
    const m = await person('Field Checker', 'survivor');
    const noPlace = await offer(m, { city: '', state: null });
    expect(noPlace.statusCode).toBe(400);
    expect(JSON.stringify(noPlace.json())).toContain(englishOf(MentorMessages.placeRequired));
    const tooMany = await offer(m, { capacity: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(englishOf(MentorMessages.capacityRange));
    const none = await offer(m, { treatments: [] });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(englishOf(MentorMessages.treatmentsRequired));
  });

  it('a note that signals a crisis is saved and answered with the safety notice', async () => {
    const m = await person('Heavy Heart', 'survivor');
    const res = await offer(m, { note: 'Some days I want to kill myself.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().safety?.kind).toBeTruthy();
  });

  it('a paused or withdrawn offer is not matched; resumed, it is again', async () => {
    const m = await mentor('Pausing Mentor', { cancerType: 'prostate' });
    const seeker = await person('Prostate Seeker', 'patient', { cancerType: 'prostate' });
    expect(ids(await match(seeker, { cancerType: 'prostate' }))).toContain(m.id);
    expect(
      (await as(t.app, m, { method: 'PATCH', url: '/api/mentors/offer', payload: { status: 'paused' } })).statusCode,
    ).toBe(200);
    expect(ids(await match(seeker, { cancerType: 'prostate' }))).not.toContain(m.id);
    expect(
      (await as(t.app, m, { method: 'PATCH', url: '/api/mentors/offer', payload: { status: 'active' } })).statusCode,
    ).toBe(200);
    expect(ids(await match(seeker, { cancerType: 'prostate' }))).toContain(m.id);
    expect((await as(t.app, m, { method: 'DELETE', url: '/api/mentors/offer' })).statusCode).toBe(204);
    expect(ids(await match(seeker, { cancerType: 'prostate' }))).not.toContain(m.id);
    expect((await as(t.app, m, { method: 'GET', url: '/api/mentors/offer' })).json().offer).toBeNull();
  });
});

describe('Finding a mentor', () => {
  it('ranks by cancer type, then subtype, then treatments, then language, then city before state', async () => {
    const type = 'colon';
    const other = await mentor('R6 Other Type', { cancerType: 'lung', treatments: ['surgery'], languages: ['hi'] });
    const sameType = await mentor('R5 Type Only', {
      cancerType: type,
      treatments: ['radiotherapy'],
      languages: ['en'],
    });
    const state = await mentor('R4 Same State', {
      cancerType: type,
      treatments: ['surgery'],
      languages: ['hi'],
      city: 'Nashik',
      state: 'maharashtra',
    });
    const city = await mentor('R3 Same City', {
      cancerType: type,
      treatments: ['surgery'],
      languages: ['hi'],
      city: 'Pune',
      state: 'maharashtra',
    });
    const twoTreatments = await mentor('R2 Two Treatments', {
      cancerType: type,
      treatments: ['surgery', 'chemotherapy'],
      languages: ['ta'],
    });
    const subtype = await mentor('R1 Subtype', {
      cancerType: type,
      subtype: 'Stage III',
      treatments: ['immunotherapy'],
      languages: ['ta'],
    });
    const seeker = await person('Ranking Seeker', 'patient', { cancerType: type });
    const found = await match(seeker, {
      cancerType: type,
      subtype: 'stage iii',
      treatments: 'surgery,chemotherapy',
      languages: 'hi',
      city: 'pune',
      state: 'maharashtra',
      limit: '20',
    });
    const order = ids(found).filter((id) =>
      [other, sameType, state, city, twoTreatments, subtype].some((m) => m.id === id),
    );
    expect(order).toEqual([subtype.id, twoTreatments.id, city.id, state.id, sameType.id, other.id]);
    expect(found.find((f) => f.mentorId === city.id)?.place).toBe('city');
    expect(found.find((f) => f.mentorId === state.id)?.place).toBe('state');
  });

  it('with a subtype asked for, its mentor comes first, and the rest of the type fills the places left', async () => {
    const type = 'prostate';
    const sameType = await mentor('Tier Same Type', { cancerType: type, treatments: ['radiotherapy', 'chemotherapy'] });
    const sameSubtype = await mentor('Tier Same Subtype', {
      cancerType: type,
      subtype: 'Stage IIB',
      treatments: ['surgery'],
    });
    const elsewhere = await mentor('Tier Other Type', { cancerType: 'lung', treatments: ['radiotherapy'] });
    const seeker = await person('Tier Seeker', 'patient', { cancerType: type });
    const q = { cancerType: type, subtype: 'stage iib', treatments: 'radiotherapy,chemotherapy' };
    expect(ids(await match(seeker, { ...q, limit: '1' }))).toEqual([sameSubtype.id]);
    const three = ids(await match(seeker, { ...q, limit: '20' })).filter((id) =>
      [sameType.id, sameSubtype.id, elsewhere.id].includes(id),
    );
    expect(three).toEqual([sameSubtype.id, sameType.id, elsewhere.id]);
    // With the subtype's only mentor paused, the first place goes to the rest of the type.
    const paused = await as(t.app, sameSubtype, {
      method: 'PATCH',
      url: '/api/mentors/offer',
      payload: { status: 'paused' },
    });
    expect(paused.statusCode).toBe(200);
    expect(ids(await match(seeker, { ...q, limit: '1' }))).toEqual([sameType.id]);
  });

  it('never offers the asker, a mentor at capacity, a suspended or banned member, or one who changed role', async () => {
    const m = await mentor('Self Mentor', { cancerType: 'skin' });
    expect(ids(await match(m, { cancerType: 'skin' }))).not.toContain(m.id);

    const suspended = await mentor('Suspended Mentor', { cancerType: 'skin' });
    const banned = await mentor('Banned Mentor', { cancerType: 'skin' });
    const changed = await mentor('Role Changer', { cancerType: 'skin' });
    const seeker = await person('Skin Seeker', 'patient', { cancerType: 'skin' });
    expect(ids(await match(seeker, { cancerType: 'skin' }))).toEqual(
      expect.arrayContaining([m.id, suspended.id, banned.id, changed.id]),
    );
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(
      (
        await as(t.app, admin, {
          method: 'PUT',
          url: `/api/admin/users/${suspended.id}/suspension`,
          payload: { reason: 'Cooling off after a heated thread.', until },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await as(t.app, admin, {
          method: 'PUT',
          url: `/api/admin/users/${banned.id}/ban`,
          payload: { reason: 'Repeated spam in messages.' },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.services.modules.get('accounts').changeAccount({ target: { id: changed.id }, role: 'patient' });
    const now = ids(await match(seeker, { cancerType: 'skin' }));
    expect(now).toContain(m.id);
    expect(now).not.toContain(suspended.id);
    expect(now).not.toContain(banned.id);
    expect(now).not.toContain(changed.id);
  });

  it("follows the mentor's 'who can find me' choice and blocks either way", async () => {
    const nobody = await mentor('Hidden Mentor', { cancerType: 'blood' });
    const shared = await mentor('Shared Mentor', { cancerType: 'blood' });
    const blocker = await mentor('Blocking Mentor', { cancerType: 'blood' });
    const blockedByMe = await mentor('Blocked Mentor', { cancerType: 'blood' });
    for (const [m, discoverable] of [
      [nobody, 'nobody'],
      [shared, 'shared'],
    ] as const)
      expect(
        (await as(t.app, m, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable } })).statusCode,
      ).toBe(200);
    const sameType = await person('Blood Seeker', 'patient', { cancerType: 'blood' });
    const otherType = await person('Lung Seeker', 'patient', { cancerType: 'lung' });
    expect((await as(t.app, blocker, { method: 'PUT', url: `/api/blocks/${sameType.id}` })).statusCode).toBeLessThan(
      300,
    );
    expect(
      (await as(t.app, sameType, { method: 'PUT', url: `/api/blocks/${blockedByMe.id}` })).statusCode,
    ).toBeLessThan(300);

    const forSame = ids(await match(sameType, { cancerType: 'blood', limit: '20' }));
    expect(forSame).toContain(shared.id);
    expect(forSame).not.toContain(nobody.id);
    expect(forSame).not.toContain(blocker.id);
    expect(forSame).not.toContain(blockedByMe.id);
    const forOther = ids(await match(otherType, { cancerType: 'blood', limit: '20' }));
    expect(forOther).not.toContain(shared.id);
    expect(forOther).toContain(blocker.id);
    // Asking directly is refused as if the mentor were not there.
    expect((await ask(sameType, blocker)).statusCode).toBe(404);
    expect((await ask(otherType, nobody)).statusCode).toBe(404);
  });
});

describe('Asking, accepting and ending', () => {
  it('one open request per pair; the mentor is notified; accepting connects the two and opens their conversation', async () => {
    const m = await mentor('Accepting Mentor', { cancerType: 'lung', capacity: 1 });
    const mentee = await person('New Diagnosis', 'patient', { cancerType: 'lung' });
    const sent = await ask(mentee, m, 'Diagnosed in March, starting chemo in Pune.');
    expect(sent.statusCode).toBe(201);
    const again = await ask(mentee, m);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(englishOf(MentorMessages.alreadyAsked));

    const bell = (await as(t.app, m, { method: 'GET', url: '/api/notifications' })).json();
    expect(JSON.stringify(bell)).toContain('New Diagnosis');

    const lists = (await as(t.app, m, { method: 'GET', url: '/api/mentors/requests' })).json();
    expect(lists.incoming.map((r: { id: string }) => r.id)).toEqual([sent.json().id]);
    // Only the mentor accepts.
    expect((await act(mentee, sent.json().id, 'accept')).statusCode).toBe(403);
    const accepted = await act(m, sent.json().id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');

    const relation = (await as(t.app, mentee, { method: 'GET', url: `/api/people/${m.id}/relation` })).json();
    expect(relation).toMatchObject({ relation: 'connected', canMessage: true });
    const thread = (await as(t.app, m, { method: 'GET', url: `/api/messages/${mentee.id}` })).json();
    expect(thread.items.map((x: { content: string }) => x.content)).toEqual([
      'Diagnosed in March, starting chemo in Pune.',
    ]);
    const reply = await as(t.app, m, {
      method: 'POST',
      url: `/api/messages/${mentee.id}`,
      payload: { content: 'Welcome!' },
    });
    expect(reply.statusCode).toBe(201);

    // At capacity (1): no longer offered, and a new ask is refused.
    const other = await person('Second Seeker', 'patient', { cancerType: 'lung' });
    expect(ids(await match(other, { cancerType: 'lung' }))).not.toContain(m.id);
    const full = await ask(other, m);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(englishOf(MentorMessages.atCapacity));
  });

  it('capacity is checked again at accept: of two pending requests to a one-place mentor, the second is refused', async () => {
    const m = await mentor('One Place Mentor', { cancerType: 'prostate', capacity: 1 });
    const a = await person('First Asker', 'patient');
    const b = await person('Second Asker', 'patient');
    const ra = (await ask(a, m)).json().id;
    const rb = (await ask(b, m)).json().id;
    const [x, y] = await Promise.all([act(m, ra, 'accept'), act(m, rb, 'accept')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const mine = (await as(t.app, m, { method: 'GET', url: '/api/mentors/offer' })).json();
    expect(mine.offer.activeMentees).toBe(1);
  });

  it('either can end the mentorship: the place is freed, the other gets a gentle notice without the reason, the connection stays', async () => {
    const m = await mentor('Ending Mentor', { cancerType: 'colon', capacity: 1 });
    const mentee = await person('Ending Mentee', 'patient', { cancerType: 'colon' });
    const id = (await ask(mentee, m)).json().id;
    expect((await act(m, id, 'accept')).statusCode).toBe(200);
    const seeker = await person('Waiting Seeker', 'patient', { cancerType: 'colon' });
    expect(ids(await match(seeker, { cancerType: 'colon' }))).not.toContain(m.id);

    const stranger = await person('Stranger', 'patient');
    expect((await act(stranger, id, 'end')).statusCode).toBe(404);
    const ended = await act(mentee, id, 'end', 'I am doing better and want to give the place to someone else.');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('ended');
    expect(ids(await match(seeker, { cancerType: 'colon' }))).toContain(m.id);
    const bell = JSON.stringify((await as(t.app, m, { method: 'GET', url: '/api/notifications' })).json());
    expect(bell).toContain('Ending Mentee');
    expect(bell).not.toContain('give the place');
    expect(JSON.stringify((await as(t.app, m, { method: 'GET', url: '/api/mentors/requests' })).json())).not.toContain(
      'give the place',
    );
    const relation = (await as(t.app, mentee, { method: 'GET', url: `/api/people/${m.id}/relation` })).json();
    expect(relation.relation).toBe('connected');
    expect((await act(m, id, 'end')).statusCode).toBe(400);
  });

  it('the mentor declines kindly; the asker withdraws; a suspended member cannot ask', async () => {
    const m = await mentor('Declining Mentor', { cancerType: 'breast' });
    const a = await person('Declined Asker', 'patient');
    const id = (await ask(a, m)).json().id;
    expect((await act(a, id, 'decline')).statusCode).toBe(403);
    expect((await act(m, id, 'decline')).statusCode).toBe(200);
    const bell = JSON.stringify((await as(t.app, a, { method: 'GET', url: '/api/notifications' })).json());
    expect(bell).toContain('cannot take on a new mentee just now');
    const id2 = (await ask(a, m)).json().id;
    expect((await act(m, id2, 'withdraw')).statusCode).toBe(403);
    expect((await act(a, id2, 'withdraw')).statusCode).toBe(200);

    const s = await person('Suspended Asker', 'patient');
    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${s.id}/suspension`,
      payload: { reason: 'Cooling off after a heated thread.', until: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect((await ask(s, m)).statusCode).toBe(403);
  });
});

describe('Trained badge and data rights', () => {
  it('administrators mark a mentor trained (audited); the badge shows on the match and the profile', async () => {
    const m = await mentor('Trained Mentor', { cancerType: 'blood' });
    const seeker = await person('Badge Seeker', 'patient');
    expect(
      (await as(t.app, seeker, { method: 'PATCH', url: `/api/admin/mentors/${m.id}`, payload: { trained: true } }))
        .statusCode,
    ).toBe(403);
    const res = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/mentors/${m.id}`,
      payload: { trained: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().trained).toBe(true);
    expect((await match(seeker, { cancerType: 'blood', limit: '20' })).find((x) => x.mentorId === m.id)?.trained).toBe(
      true,
    );
    expect((await as(t.app, seeker, { method: 'GET', url: `/api/mentors/badge/${m.id}` })).json()).toEqual({
      offering: true,
      trained: true,
      canAsk: true,
      request: 'none',
    });
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/admin/mentors' })).json();
    expect(list.items.find((x: { userId: string }) => x.userId === m.id)?.trained).toBe(true);
  });

  it("shows the badge only to members who may find the mentor: not across a block, not past 'Who can find me'", async () => {
    const m = await mentor('Private Mentor', { cancerType: 'prostate' });
    await as(t.app, admin, { method: 'PATCH', url: `/api/admin/mentors/${m.id}`, payload: { trained: true } });
    const blocked = await person('Blocked Reader', 'patient', { cancerType: 'prostate' });
    const stranger = await person('Stranger Reader', 'patient', { cancerType: 'prostate' });
    const friend = await person('Connected Reader', 'patient', { cancerType: 'lung' });
    const badge = async (who: Member) => {
      const res = await as(t.app, who, { method: 'GET', url: `/api/mentors/badge/${m.id}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const shown = { offering: true, trained: true, canAsk: true, request: 'none' };
    const none = { offering: false, trained: false, canAsk: false, request: 'none' };
    expect(await badge(blocked)).toEqual(shown);
    expect(await badge(stranger)).toEqual(shown);

    expect((await as(t.app, m, { method: 'PUT', url: `/api/blocks/${blocked.id}` })).statusCode).toBeLessThan(300);
    expect(await badge(blocked)).toEqual(none);
    expect((await as(t.app, blocked, { method: 'GET', url: `/api/profiles/${m.id}` })).statusCode).toBe(404);

    const request = await as(t.app, friend, { method: 'POST', url: '/api/connections', payload: { receiverId: m.id } });
    expect(
      (
        await as(t.app, m, {
          method: 'PATCH',
          url: `/api/connections/${request.json().id}`,
          payload: { action: 'accept' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await as(t.app, m, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'nobody' } })).statusCode,
    ).toBe(200);
    expect(await badge(stranger)).toEqual(none);
    // Their connections may still find them, and they see their own.
    expect(await badge(friend)).toEqual(shown);
    expect(await badge(m)).toEqual({ ...shown, canAsk: false });
  });

  it('a profile asks a mentor in one step: one request, and accepting connects the two and opens their conversation', async () => {
    const m = await mentor('Profile Mentor', { cancerType: 'colon', capacity: 1 });
    const seeker = await person('Profile Seeker', 'patient', { cancerType: 'colon' });
    const other = await person('Second Seeker', 'patient', { cancerType: 'colon' });
    const badge = async (who: Member) =>
      (await as(t.app, who, { method: 'GET', url: `/api/mentors/badge/${m.id}` })).json();
    expect(await badge(seeker)).toMatchObject({ offering: true, canAsk: true, request: 'none' });

    // No connection request first: the mentor request is the only one, and the mentor answers it once.
    const asked = await ask(seeker, m);
    expect(asked.statusCode).toBe(201);
    expect(await badge(seeker)).toMatchObject({ canAsk: false, request: 'pending' });
    const received = await as(t.app, m, { method: 'GET', url: '/api/connections?tab=requests' });
    expect(received.statusCode).toBe(200);
    expect(received.json().items).toEqual([]);
    expect((await act(m, asked.json().id, 'accept')).statusCode).toBe(200);
    expect(await badge(seeker)).toMatchObject({ canAsk: false, request: 'accepted' });
    const sent = await as(t.app, seeker, {
      method: 'POST',
      url: `/api/messages/${m.id}`,
      payload: { content: 'Thank you for saying yes.' },
    });
    expect(sent.statusCode).toBeLessThan(300);

    // Full now: another member sees the badge but cannot ask, and the server refuses if they try.
    expect(await badge(other)).toMatchObject({ offering: true, canAsk: false, request: 'none' });
    expect((await ask(other, m)).statusCode).toBe(409);
  });

  it("a member's copy holds their offer and requests; erasing a mentor frees their mentees, erasing a mentee frees the place", async () => {
    const m = await mentor('Erased Mentor', { cancerType: 'lung', capacity: 2 });
    const mentee = await person('Kept Mentee', 'patient');
    const id = (await ask(mentee, m)).json().id;
    await act(m, id, 'accept');
    expect(JSON.stringify((await as(t.app, mentee, { method: 'GET', url: '/api/notifications' })).json())).toContain(
      'Erased Mentor',
    );
    const exported = await t.app.services.modules.get('mentors').exportOf(m.id);
    expect(exported.offer?.cancerType).toBe('lung');
    expect(exported.requests.map((r) => r.role)).toEqual(['mentor']);

    const erased = await as(t.app, m, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: m.password, keepPostsAnonymous: false },
    });
    expect(erased.statusCode).toBeLessThan(300);
    const lists = (await as(t.app, mentee, { method: 'GET', url: '/api/mentors/requests' })).json();
    expect(lists.mentorships).toEqual([]);
    // The notices that named the erased mentor go with them.
    expect(
      JSON.stringify((await as(t.app, mentee, { method: 'GET', url: '/api/notifications' })).json()),
    ).not.toContain('Erased Mentor');

    const m2 = await mentor('Staying Mentor', { cancerType: 'lung', capacity: 1 });
    const leaving = await person('Leaving Mentee', 'patient');
    const id2 = (await ask(leaving, m2)).json().id;
    await act(m2, id2, 'accept');
    await as(t.app, leaving, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: leaving.password, keepPostsAnonymous: false },
    });
    const mine = (await as(t.app, m2, { method: 'GET', url: '/api/mentors/offer' })).json();
    expect(mine.offer.activeMentees).toBe(0);
  });
});
