import type { Row } from './types.js';
import { as } from '../helpers.js';

/**
 * Every /api route the app registers, who may call it, and what each kind of caller gets.
 * "member" and "otherMember" are both patients; the profile rows look at `member`'s profile.
 */
export const coreRows: Row[] = [
  {
    method: 'GET',
    route: '/api/health',
    access: 'public',
    request: () => ({ url: '/api/health' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/health/live',
    access: 'public',
    request: () => ({ url: '/api/health/live' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    // 404 for everyone here: the tests' server asks no proof of work (ALTCHA=off); with it on, a
    // challenge for everyone (server/platform/altcha.test.ts).
    method: 'GET',
    route: '/api/altcha/challenge',
    access: 'public',
    request: () => ({ url: '/api/altcha/challenge' }),
    expect: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/admin/setup',
    access: 'public',
    request: () => ({ url: '/api/admin/setup' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    // An administrator exists here, so the service closes setup (403) for everyone signed in.
    method: 'POST',
    route: '/api/admin/setup',
    access: 'member',
    request: () => ({ url: '/api/admin/setup', payload: { token: 'not-the-setup-token' } }),
    expect: [401, 403, 403, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/admin/promote',
    access: 'admin',
    request: async (cast) => ({ url: '/api/admin/promote', payload: { email: (await cast.target()).email } }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/users/${(await cast.target()).id}/role`,
      payload: { role: 'survivor' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  // Moderation of members (issue 13): administrators only.
  {
    method: 'GET',
    route: '/api/admin/users',
    access: 'admin',
    request: () => ({ url: '/api/admin/users?q=a' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/suspension',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/users/${(await cast.target()).id}/suspension`,
      payload: { reason: 'Matrix', until: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/suspension',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/users/${(await cast.target()).id}/suspension` }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/ban',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/users/${(await cast.target()).id}/ban`,
      payload: { reason: 'Matrix' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/security-events',
    access: 'admin',
    request: () => ({ url: '/api/admin/security-events?severity=warn' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/reports',
    access: 'admin',
    request: () => ({ url: '/api/admin/reports' }),
    expect: [401, 403, 403, 403, 200],
  },
  // Each caller dismisses a fresh report of a fresh member's profile (only the administrator may).
  {
    method: 'POST',
    route: '/api/admin/reports/:id/actions',
    access: 'admin',
    request: async (cast) => {
      const reporter = await cast.target();
      const reported = await cast.target();
      const filed = await as(cast.t.app, reporter, {
        method: 'POST',
        url: `/api/people/${reported.id}/reports`,
        payload: { reason: 'spam' },
      });
      return { url: `/api/admin/reports/${filed.json().report.id as string}/actions`, payload: { action: 'dismiss' } };
    },
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/role-debug',
    access: 'admin',
    request: () => ({ url: '/api/admin/role-debug' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/payments',
    access: 'admin',
    request: () => ({ url: '/api/admin/payments' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/audit-log',
    access: 'admin',
    request: () => ({ url: '/api/admin/audit-log' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/ban',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/users/${(await cast.target()).id}/ban` }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/profiles/me',
    access: 'member',
    request: () => ({ url: '/api/profiles/me' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    route: '/api/profiles/me',
    access: 'member',
    // Each caller saves their own profile with their own role (no role change).
    request: (_cast, self) => ({
      url: '/api/profiles/me',
      payload: {
        fullName: 'Saved Name',
        username: null,
        bio: 'Saved',
        role: self?.role ?? 'patient',
        ageGroup: null,
        cancerType: 'other',
        location: null,
        diagnosisDate: null,
      },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/profiles/me/avatar',
    access: 'member',
    request: (cast) => ({
      url: '/api/profiles/me/avatar',
      payload: cast.avatar.payload,
      headers: { 'content-type': cast.avatar.contentType },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    route: '/api/profiles/me/welcome/role',
    access: 'member',
    // Each caller says the role they hold (no change); a role the team gave is kept (409).
    request: (_cast, self) => ({
      url: '/api/profiles/me/welcome/role',
      payload: { role: self?.role === 'ngo' || self?.role === 'admin' ? 'caregiver' : (self?.role ?? 'patient') },
    }),
    expect: [401, 200, 200, 409, 409],
  },
  {
    method: 'PUT',
    route: '/api/profiles/me/welcome/about',
    access: 'member',
    request: () => ({ url: '/api/profiles/me/welcome/about', payload: { cancerType: 'oral_head_neck' } }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/profiles/:id',
    access: 'member',
    request: (cast) => ({ url: `/api/profiles/${cast.member.id}` }),
    expect: [401, 200, 200, 200, 200],
  },
];
