import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionAbilities, type SessionCan } from '../../contracts/abilities.js';
import type { Role } from '../../contracts/enums.js';
import { defineMessages } from '../../contracts/messages.js';
import { GroupMessages } from '../../contracts/support-groups.js';
import { as, createMember, createTestApp, type TestApp } from '../test/helpers.js';
import { abilitiesOn, authorize, createSessionAbilities, rule } from './authorize.js';
import { AppError } from './errors.js';
import type { Viewer } from './viewer.js';
import { englishOf } from './i18n.js';

const member = (role: Role | null, id = 'u1'): Viewer => ({
  id,
  email: `${id}@example.org`,
  name: id,
  role,
  emailVerified: true,
});
const Words = defineMessages('testAuthorize', { notYours: 'Not yours.' });
const ownsIt = rule((viewer, thing: { ownerId: string }) => viewer?.id === thing.ownerId, Words.notYours);

describe('authorize', () => {
  it('lets the viewer a rule allows through, and refuses anyone else with 403 and the rule’s words', () => {
    expect(() => authorize(member('patient'), ownsIt, { ownerId: 'u1' })).not.toThrow();
    let refused: unknown;
    try {
      authorize(member('patient', 'u2'), ownsIt, { ownerId: 'u1' });
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(403);
    expect((refused as AppError).userMessage).toEqual(Words.notYours);
    expect(() => authorize(null, ownsIt, { ownerId: 'u1' })).toThrow(AppError);
  });

  it('gives an answer’s `can` from the same rules', () => {
    const rules = { edit: ownsIt, read: rule((_viewer, _thing: { ownerId: string }) => true) };
    expect(abilitiesOn(member('patient', 'u2'), rules, { ownerId: 'u1' })).toEqual({ edit: false, read: true });
    expect(abilitiesOn(member('patient'), rules, { ownerId: 'u1' })).toEqual({ edit: true, read: true });
  });

  it('takes each session ability from one domain only, and names those nobody contributed', () => {
    const abilities = createSessionAbilities(SessionAbilities);
    abilities.contribute({ administer: rule((viewer) => viewer?.role === 'admin') });
    expect(() => abilities.contribute({ administer: rule(() => true) })).toThrow(/twice/);
    expect(abilities.missing()).toEqual(SessionAbilities.filter((name) => name !== 'administer'));
    expect(abilities.of(member('admin')).administer).toBe(true);
    expect(abilities.of(member('admin')).publishEvents).toBe(false);
    expect(abilities.of(null).administer).toBe(false);
  });
});

describe('the session carries what its member may do', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const sessionOf = async (role: Role) => {
    const m = await createMember(t, role);
    const res = await as(t.app, m, { method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    return { member: m, can: (res.json() as { can: SessionCan }).can };
  };

  it('has every ability contributed by the domain that owns its rule', () => {
    expect(t.app.platform.abilities.missing()).toEqual([]);
  });

  it('opens the administration to administrators, the dashboard and publishing to NGOs, and the welcome’s choice to members', async () => {
    expect((await sessionOf('patient')).can).toEqual({
      administer: false,
      hostDashboard: false,
      publishEvents: false,
      createGroups: false,
      chooseOwnRole: true,
    });
    expect((await sessionOf('ngo')).can).toEqual({
      administer: false,
      hostDashboard: true,
      publishEvents: true,
      createGroups: true,
      chooseOwnRole: false,
    });
    expect((await sessionOf('admin')).can).toEqual({
      administer: true,
      hostDashboard: true,
      publishEvents: true,
      createGroups: true,
      chooseOwnRole: false,
    });
  });

  it('says no more than the routes allow: what the session denies, the server refuses', async () => {
    const { member: patient, can } = await sessionOf('patient');
    expect(can.createGroups).toBe(false);
    const res = await as(t.app, patient, {
      method: 'POST',
      url: '/api/support-groups',
      payload: { name: 'Evening circle', description: 'Talk after treatment.', groupType: 'general', maxMembers: 20 },
    });
    expect(res.statusCode).toBe(403);
    const { member: host } = await sessionOf('ngo');
    const created = await as(t.app, host, {
      method: 'POST',
      url: '/api/support-groups',
      payload: { name: 'Evening circle', description: 'Talk after treatment.', groupType: 'general', maxMembers: 20 },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: string; can: { edit: boolean; delete: boolean } };
    expect(group.can).toEqual({ edit: true, delete: false });
    const list = await as(t.app, patient, { method: 'GET', url: '/api/support-groups' });
    const seen = (list.json() as { items: { id: string; can: { edit: boolean; delete: boolean } }[] }).items.find(
      (g) => g.id === group.id,
    );
    expect(seen?.can).toEqual({ edit: false, delete: false });
    const removed = await as(t.app, host, { method: 'DELETE', url: `/api/support-groups/${group.id}` });
    expect(removed.statusCode).toBe(403);
    expect((removed.json() as { error: { message: string } }).error.message).toBe(
      englishOf(GroupMessages.deleteDenied),
    );
  });

  it('offers a member in the profile form only the roles the server lets them take', async () => {
    const read = async (role: Role) => {
      const m = await createMember(t, role);
      const res = await as(t.app, m, { method: 'GET', url: '/api/profiles/me' });
      return (res.json() as { roleChoices: Role[] }).roleChoices;
    };
    expect(await read('caregiver')).toEqual(['patient', 'survivor', 'caregiver', 'volunteer']);
    expect(await read('ngo')).toEqual(['patient', 'survivor', 'caregiver', 'volunteer', 'ngo']);
    expect(await read('admin')).toEqual(['patient', 'survivor', 'caregiver', 'volunteer', 'ngo', 'admin']);
  });
});
