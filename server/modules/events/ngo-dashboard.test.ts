import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NgoMessages } from '../../../contracts/events.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let ngo: Member;
beforeAll(async () => {
  t = await createTestApp();
  ngo = await createMember(t, 'ngo', { name: 'Asha Foundation' });
});
afterAll(async () => t?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const publish = async (host: Member, title: string, extra: Record<string, unknown> = {}) => {
  const res = await as(t.app, host, {
    method: 'POST',
    url: '/api/events',
    payload: { title, startDate: inDays(5), startTime: '10:00', maxAttendees: '', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
};

describe('the NGO dashboard', () => {
  it("shows the NGO's own events with registrations, registrations by day, reach, and the registrants as a list and a CSV", async () => {
    const id = await publish(ngo, 'Nutrition during chemo');
    const a = await createMember(t, 'patient', { name: 'Geeta Bose' });
    const b = await createMember(t, 'patient', { name: '=HYPERLINK("x")' });
    for (const m of [a, b])
      expect((await as(t.app, m, { method: 'POST', url: `/api/events/${id}/registration` })).statusCode).toBe(201);
    const other = await createMember(t, 'ngo');
    await publish(other, 'Someone else’s walk');

    const board = (await as(t.app, ngo, { method: 'GET', url: '/api/ngo/dashboard' })).json();
    expect(board.events.map((e: { title: string }) => e.title)).toEqual(['Nutrition during chemo']);
    expect(board.events[0]).toMatchObject({
      registered: 2,
      maxAttendees: null,
      isPast: false,
      form: { title: 'Nutrition during chemo', startTime: '10:00', maxAttendees: '' },
    });
    expect(board.registrationsByDay).toHaveLength(30);
    expect(board.registrationsByDay.at(-1).count).toBe(2);
    expect(board.reach).toEqual({ members: 2, registrations: 2, events: 1, upcoming: 1 });

    const list = (await as(t.app, ngo, { method: 'GET', url: `/api/ngo/events/${id}/registrants` })).json();
    expect(list.items.map((r: { name: string }) => r.name)).toEqual(['Geeta Bose', '=HYPERLINK("x")']);
    const csv = await as(t.app, ngo, { method: 'GET', url: `/api/ngo/events/${id}/registrants.csv` });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Display ID","Registered at"');
    expect(lines[1]).toMatch(/^"Geeta Bose","[^"]*","\d{4}-/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\)"/);

    expect((await as(t.app, other, { method: 'GET', url: `/api/ngo/events/${id}/registrants` })).statusCode).toBe(403);
    const admin = await createMember(t, 'admin');
    expect(
      (await as(t.app, admin, { method: 'GET', url: '/api/ngo/dashboard' })).json().events.length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('lets the host change an event, never below those registered, and tells registrants when it is cancelled', async () => {
    const id = await publish(ngo, 'Caregiver circle');
    const member = await createMember(t, 'patient', { name: 'Ishita Roy' });
    await as(t.app, member, { method: 'POST', url: `/api/events/${id}/registration` });
    const changed = await as(t.app, ngo, {
      method: 'PATCH',
      url: `/api/events/${id}`,
      payload: {
        title: 'Caregiver circle (online)',
        startDate: inDays(6),
        startTime: '18:30',
        isOnline: true,
        meetingLink: 'https://meet.example.org/circle',
        maxAttendees: '10',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Caregiver circle (online)', isOnline: true, maxAttendees: 10 });
    const below = await as(t.app, ngo, {
      method: 'PATCH',
      url: `/api/events/${id}`,
      payload: { title: 'x', startDate: inDays(6), startTime: '18:30', maxAttendees: '0' },
    });
    expect(below.statusCode).toBe(400);
    const other = await createMember(t, 'ngo');
    const refused = await as(t.app, other, {
      method: 'PATCH',
      url: `/api/events/${id}`,
      payload: { title: 'Mine now', startDate: inDays(6), startTime: '18:30' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(NgoMessages.notYourEventToEdit));
    const second = await createMember(t);
    await as(t.app, second, { method: 'POST', url: `/api/events/${id}/registration` });
    const tooSmall = await as(t.app, ngo, {
      method: 'PATCH',
      url: `/api/events/${id}`,
      payload: { title: 'Tiny', startDate: inDays(6), startTime: '18:30', maxAttendees: '1' },
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().error.message).toBe(englishOf(NgoMessages.belowRegistered));

    expect((await as(t.app, ngo, { method: 'DELETE', url: `/api/events/${id}` })).statusCode).toBe(204);
    const bell = (await as(t.app, member, { method: 'GET', url: '/api/notifications' })).json().items[0];
    expect(bell).toMatchObject({
      title: 'Event Cancelled',
      message: 'Caregiver circle (online) has been cancelled by its host.',
    });
  });
});
