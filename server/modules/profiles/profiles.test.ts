import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages } from '../../../contracts/admin.js';
import { SelfAssignableRoles } from '../../../contracts/enums.js';
import { ProfileLimits, ProfileMessages, PublicProfile, type UpdateProfileBody } from '../../../contracts/profiles.js';
import { adminAuditLog, user } from '../../db/schema/index.js';
import { as, createMember, createTestApp, profileForm, signUp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getMe = (m: { cookie: string }) => as(t.app, m, { method: 'GET', url: '/api/profiles/me' });
const patchMe = (m: { cookie: string }, payload: Partial<Record<keyof UpdateProfileBody, unknown>>) =>
  as(t.app, m, { method: 'PATCH', url: '/api/profiles/me', payload });

/** A complete, valid form as the settings page sends it. */
const form = (overrides: Partial<Record<keyof UpdateProfileBody, unknown>> = {}) => profileForm(overrides);

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function multipart(bytes: Buffer, filename: string, type: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function uploadAvatar(m: { cookie: string }, bytes: Buffer, filename = 'photo.png', type = 'image/png') {
  const { payload, contentType } = await multipart(bytes, filename, type);
  return as(t.app, m, {
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload,
    headers: { 'content-type': contentType },
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } } });

describe('own profile', () => {
  it('reads the own profile', async () => {
    const m = await signUp(t.app, { name: 'Meena Pillai' });
    const res = await getMe(m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.id,
      email: m.email,
      fullName: 'Meena Pillai',
      role: null,
      cancerType: null,
      // Every member has a username from the start, made from their name (issue 42).
      username: expect.stringMatching(/^meena\.pillai\d*$/),
      bio: null,
      ageGroup: null,
      location: null,
      diagnosisDate: null,
      profileImageUrl: null,
    });
  });

  it('saves every field and returns the saved profile', async () => {
    const m = await signUp(t.app);
    const saved = form({
      fullName: '  Priya Raman  ',
      username: '@priya.r',
      bio: 'Two years after my diagnosis, here to help.',
      role: 'survivor',
      ageGroup: '30-39',
      cancerType: 'breast',
      location: 'Kochi, Kerala',
      diagnosisDate: '2023-05-14',
    });
    const res = await patchMe(m, saved);
    expect(res.statusCode).toBe(200);
    const expected = {
      fullName: 'Priya Raman',
      username: 'priya.r',
      bio: 'Two years after my diagnosis, here to help.',
      role: 'survivor',
      ageGroup: '30-39',
      cancerType: 'breast',
      location: 'Kochi, Kerala',
      diagnosisDate: '2023-05-14',
    };
    expect(res.json()).toMatchObject(expected);
    expect((await getMe(m)).json()).toMatchObject(expected);
  });

  it('saves empty optional fields as null, and keeps the username when its field is left empty', async () => {
    const m = await signUp(t.app);
    await patchMe(
      m,
      form({
        username: `u${m.id.slice(0, 8)}`,
        bio: 'Something',
        location: 'Pune',
        ageGroup: '40-49',
        diagnosisDate: '2022-01-01',
      }),
    );
    const res = await patchMe(m, form({ username: '', bio: '   ', location: '', ageGroup: '', diagnosisDate: '' }));
    expect(res.statusCode).toBe(200);
    expect((await getMe(m)).json()).toMatchObject({
      username: `u${m.id.slice(0, 8)}`,
      bio: null,
      location: null,
      ageGroup: null,
      diagnosisDate: null,
    });
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
  ])('requires a full name (%s)', async (_label, fullName) => {
    const m = await signUp(t.app, { name: 'Kept Name' });
    const res = await patchMe(m, form({ fullName }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(englishOf(ProfileMessages.fullNameRequired));
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'fullName', message: englishOf(ProfileMessages.fullNameRequired) }),
    );
    expect((await getMe(m)).json().fullName).toBe('Kept Name');
  });

  it('keeps usernames unique regardless of case', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const given = (await getMe(second)).json().username as string;
    expect((await patchMe(first, form({ username: 'Hope_Seeker' }))).statusCode).toBe(200);
    const res = await patchMe(second, form({ username: 'hope_SEEKER' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: englishOf(ProfileMessages.usernameTaken) });
    expect((await getMe(second)).json().username).toBe(given);
    // Saving the form again with one's own username is no conflict.
    expect((await patchMe(first, form({ username: 'hope_seeker', bio: 'Hi' }))).statusCode).toBe(200);
  });

  it('refuses a username in the wrong format', async () => {
    const m = await signUp(t.app);
    const res = await patchMe(m, form({ username: 'no spaces!' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'username', message: englishOf(ProfileMessages.usernameFormat) }),
    );
  });

  it('refuses a diagnosis date in the future', async () => {
    const m = await signUp(t.app);
    const res = await patchMe(m, form({ diagnosisDate: isoDay(30) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'diagnosisDate', message: englishOf(ProfileMessages.diagnosisDateFuture) }),
    );
    expect((await patchMe(m, form({ diagnosisDate: isoDay(-1) }))).statusCode).toBe(200);
  });

  it.each(['14/05/2023', '2023-13-01', '2023-02-30'])(
    'refuses the impossible diagnosis date %s with the format message',
    async (diagnosisDate) => {
      const m = await signUp(t.app);
      const res = await patchMe(m, form({ diagnosisDate }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toContainEqual(
        expect.objectContaining({ path: 'diagnosisDate', message: englishOf(ProfileMessages.diagnosisDateFormat) }),
      );
    },
  );
});

describe('roles on the own profile', () => {
  it.each(SelfAssignableRoles)('lets a member choose the role %s, and audits the change', async (role) => {
    // A new account has said no role yet (decision 0062): the first choice is a change from null.
    const m = await signUp(t.app);
    const res = await patchMe(m, form({ role }));
    expect(res.statusCode).toBe(200);
    expect((await getMe(m)).json().role).toBe(role);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, m.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'role_change',
      adminId: null,
      details: { from: null, to: role, by: 'self' },
    });
    // Saving again with the same role changes nothing and audits nothing more.
    expect((await patchMe(m, form({ role }))).statusCode).toBe(200);
    expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, m.id))).toHaveLength(
      1,
    );
  });

  it.each(['ngo', 'admin'])(
    'refuses a member who gives themselves the role %s, leaving the role unchanged',
    async (role) => {
      const m = await signUp(t.app);
      const res = await patchMe(m, form({ role, bio: 'sneaky' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: englishOf(ProfileMessages.roleNotAllowed) });
      expect((await getMe(m)).json()).toMatchObject({ role: null, bio: null });
    },
  );

  it('lets an NGO member keep their role when saving the profile', async () => {
    const ngo = await createMember(t, 'ngo');
    const res = await patchMe(ngo, form({ role: 'ngo', bio: 'Cancer Aid Trust, Mumbai' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('ngo');
  });

  it('lets an admin give themselves any role, audited with them as the admin', async () => {
    const keeper = await createMember(t, 'admin');
    const admin = await createMember(t, 'admin');
    expect((await patchMe(admin, form({ role: 'ngo' }))).statusCode).toBe(200);
    expect((await getMe(admin)).json().role).toBe('ngo');
    const [row] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetUserId, admin.id), eq(adminAuditLog.action, 'role_change')));
    expect(row).toMatchObject({ adminId: admin.id, details: { from: 'admin', to: 'ngo', by: 'self' } });
    expect((await getMe(keeper)).json().role).toBe('admin');
  });

  it('does not let the only administrator give up the admin role on their profile', async () => {
    // Earlier tests made admins in this database: step them down so that one admin is left.
    await t.database.db.update(user).set({ role: 'patient' }).where(eq(user.role, 'admin'));
    const admin = await createMember(t, 'admin');
    const res = await patchMe(admin, form({ role: 'survivor' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: englishOf(AdminMessages.cannotDemoteLastAdmin),
    });
    expect((await getMe(admin)).json().role).toBe('admin');
  });
});

describe('avatar', () => {
  let m: Member;
  beforeAll(async () => {
    m = await signUp(t.app);
  });

  async function fetchFile(url: string) {
    return t.app.inject({ method: 'GET', url });
  }

  it('stores a PNG as a 256×256 WebP served from /files/', async () => {
    const res = await uploadAvatar(m, await solid(640, 480).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profileImageUrl;
    expect(url).toMatch(/^\/files\/avatars\/.+\.webp$/);
    // The picture's address does not tell whose account it is.
    expect(url).not.toContain(m.id);
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: ProfileLimits.avatarSize, height: ProfileLimits.avatarSize });
    expect((await getMe(m)).json().profileImageUrl).toBe(url);
  });

  it('strips EXIF and GPS data from a JPEG', async () => {
    const jpeg = await solid(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'FortiCam', Model: 'Leaky 1', Copyright: 'Asha Verma' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 40/1',
        },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes('FortiCam')).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const res = await uploadAvatar(m, jpeg, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const file = await fetchFile(res.json().profileImageUrl);
    const after = await sharp(file.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(after.exif).toBeUndefined();
    expect(file.rawPayload.includes('FortiCam')).toBe(false);
    expect(file.rawPayload.includes('Asha Verma')).toBe(false);
  });

  it('refuses a text file named .png with 415, keeping the current avatar', async () => {
    const current = (await getMe(m)).json().profileImageUrl;
    const res = await uploadAvatar(
      m,
      Buffer.from('I am not an image, just some words.\n'.repeat(20)),
      'photo.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: englishOf(ProfileMessages.avatarNotImage),
    });
    expect((await getMe(m)).json().profileImageUrl).toBe(current);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const huge = Buffer.concat([png, Buffer.alloc(ProfileLimits.avatarMaxBytes + 1 - png.length)]);
    const res = await uploadAvatar(m, huge, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: englishOf(ProfileMessages.avatarTooLarge),
    });
  });

  it('removes the old avatar file after a new upload', async () => {
    const first = (await uploadAvatar(m, await solid(300, 300).png().toBuffer())).json().profileImageUrl;
    expect((await fetchFile(first)).statusCode).toBe(200);
    const second = (await uploadAvatar(m, await solid(320, 200).jpeg().toBuffer(), 'b.jpg', 'image/jpeg')).json()
      .profileImageUrl;
    expect(second).not.toBe(first);
    expect((await fetchFile(second)).statusCode).toBe(200);
    expect((await fetchFile(first)).statusCode).toBe(404);
  });

  it('asks for multipart when the image comes as JSON', async () => {
    const res = await as(t.app, m, {
      method: 'POST',
      url: '/api/profiles/me/avatar',
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a file sent to the profile form itself with 415 in words: only the upload route reads multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['not a profile']), 'profile.txt');
    const encoded = new Response(form);
    const res = await as(t.app, m, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This kind of request body is not accepted here. Send JSON, or a file only where an upload is expected.',
    });
  });
});

describe('public profile', () => {
  it('shows another member only the public fields', async () => {
    const owner = await signUp(t.app, { name: 'Ravi Kumar' });
    await patchMe(
      owner,
      form({
        fullName: 'Ravi Kumar',
        username: 'ravi_k',
        bio: 'Caregiver',
        role: 'caregiver',
        location: 'Delhi',
        diagnosisDate: '2021-03-01',
        cancerType: 'lung',
      }),
    );
    const viewer = await signUp(t.app);
    const res = await as(t.app, viewer, { method: 'GET', url: `/api/profiles/${owner.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(PublicProfile.shape).sort());
    expect(body).toMatchObject({
      id: owner.id,
      fullName: 'Ravi Kumar',
      username: 'ravi_k',
      role: 'caregiver',
      cancerType: 'lung',
      location: 'Delhi',
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('diagnosisDate');
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain('2021-03-01');
  });

  it("answers 404 'Profile Not Found' for a missing member", async () => {
    const viewer = await signUp(t.app);
    const res = await as(t.app, viewer, { method: 'GET', url: '/api/profiles/no-such-member' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Profile Not Found' });
  });
});
