import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionStored } from '../../contracts/companion.js';
import { AVATAR_UPLOADS_PER_HOUR, ProfileMessages } from '../../contracts/profiles.js';
import { TextMessages } from '../../contracts/text.js';
import { image, multipart } from '../test/fixtures/files.js';
import {
  as,
  createMember,
  createTestApp,
  nextIp,
  ORIGIN,
  profileForm,
  type Member,
  type TestApp,
} from '../test/helpers.js';
import { UploadMessages } from './upload.js';
import { englishOf } from './i18n.js';

/** Issue 10: hostile input answers 400 (or 429) in words, never 500, on every route named there. */
let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { FORTI_UPLOADS_PER_HOUR: '1' } });
  member = await createMember(t);
});
afterAll(async () => t.close());

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  subject: 'Hello',
  message: 'I would like to know more about the support groups.',
  ...overrides,
});

function expect400(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  message?: string | RegExp,
) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('VALIDATION_FAILED');
  if (typeof message === 'string') expect(error.message).toContain(message);
  else if (message) expect(error.message).toMatch(message);
}

async function newConversation(): Promise<string> {
  const res = await as(t.app, member, { method: 'POST', url: '/api/companion/conversations' });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().conversation.id as string;
}

describe('a NUL character anywhere answers 400 in words', () => {
  it('in profile fields', async () => {
    for (const field of ['fullName', 'bio', 'location', 'username']) {
      const res = await as(t.app, member, {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: profileForm({ [field]: 'Pri\u0000ya' }),
      });
      expect400(res, englishOf(TextMessages.nul));
      expect(res.json().error.message).toContain(field);
    }
  });

  it('in a Forti message and a conversation name', async () => {
    const id = await newConversation();
    expect400(
      await as(t.app, member, {
        method: 'POST',
        url: `/api/companion/conversations/${id}/messages`,
        payload: { message: 'hello\u0000there' },
      }),
      englishOf(TextMessages.nul),
    );
    expect400(
      await as(t.app, member, {
        method: 'PATCH',
        url: `/api/companion/conversations/${id}`,
        payload: { title: 'My\u0000chat' },
      }),
      englishOf(TextMessages.nul),
    );
    expect400(
      await as(t.app, member, { method: 'GET', url: `/api/companion/conversations?q=a%00b` }),
      englishOf(TextMessages.nul),
    );
    // Nothing was half-written: the conversation still has only Forti's greeting and its title.
    const after = (await as(t.app, member, { method: 'GET', url: `/api/companion/conversations/${id}` })).json();
    expect(after.conversation.title).toBe(CompanionStored.defaultTitle);
    expect(after.messages).toHaveLength(1);
  });

  it('in the contact form', async () => {
    for (const field of ['fullName', 'email', 'subject', 'message']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: ORIGIN },
        remoteAddress: nextIp(),
        payload: contactForm({
          [field]: field === 'email' ? 'as\u0000ha@example.com' : 'Hello there\u0000 friend, more words here',
        }),
      });
      expect400(res, englishOf(TextMessages.nul));
    }
  });

  it('in the sign-in e-mail, which Better Auth reads itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${member.email}\u0000`, password: member.password }),
    });
    expect400(res, englishOf(TextMessages.nul));
  });

  it('in a profile id in the path, and in a key of the body', async () => {
    expect400(await as(t.app, member, { method: 'GET', url: '/api/profiles/abc%00def' }), englishOf(TextMessages.nul));
    const res = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":"Priya","bad\\u0000key":1}',
    });
    expect400(res, englishOf(TextMessages.nul));
  });

  it('as a raw NUL byte in the body too', async () => {
    const raw = Buffer.concat([
      Buffer.from('{"fullName":"Pri'),
      Buffer.from([0]),
      Buffer.from('ya","role":"patient","cancerType":"other"}'),
    ]);
    const res = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('names made only of invisible or control characters are refused with clear words', () => {
  const invisible = '\u200B\u200C\u200D\uFEFF';

  it('for a profile name', async () => {
    expect400(
      await as(t.app, member, {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: profileForm({ fullName: invisible }),
      }),
      englishOf(TextMessages.invisibleOnly({ label: 'Full name' })),
    );
    expect400(
      await as(t.app, member, {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: profileForm({ fullName: '\u0007\u0008' }),
      }),
      englishOf(TextMessages.control({ label: 'Full name' })),
    );
    expect400(
      await as(t.app, member, {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: profileForm({ location: ` ${invisible} ` }),
      }),
      englishOf(TextMessages.invisibleOnly({ label: 'Location' })),
    );
  });

  it('for a conversation name and a contact name', async () => {
    const id = await newConversation();
    expect400(
      await as(t.app, member, {
        method: 'PATCH',
        url: `/api/companion/conversations/${id}`,
        payload: { title: invisible },
      }),
      englishOf(TextMessages.invisibleOnly({ label: 'The title' })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ORIGIN },
      remoteAddress: nextIp(),
      payload: contactForm({ fullName: invisible }),
    });
    expect400(res, englishOf(TextMessages.invisibleOnly({ label: 'Full name' })));
  });

  it('while real names with joiners, accents and line breaks in a message are kept, in NFC', async () => {
    const res = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: profileForm({ fullName: 'Zoe\u0301 क्‍ष', bio: 'Line one\r\nLine two' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fullName).toBe('Zoé क्‍ष');
    expect(res.json().bio).toBe('Line one\nLine two');
  });
});

describe('a body with a forbidden field name', () => {
  it('is refused with words that say so, not as invalid JSON', async () => {
    const payload = '{"fullName":"Asha","__proto__":{"isAdmin":true}}';
    const res = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect400(res);
    expect(res.json().error.message).toBe(englishOf(TextMessages.forbiddenKey));
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      remoteAddress: nextIp(),
      payload: '{"constructor":{"prototype":{"x":1}}}',
    });
    expect(contact.json().error.message).toBe(englishOf(TextMessages.forbiddenKey));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"a":1}}',
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().error.message).toBe(englishOf(TextMessages.forbiddenKey));
  });
});

describe('avatar uploads', () => {
  it('answer a malformed or cut-off body with 400, never 500', async () => {
    const whole = await multipart('file', await image('png'), 'me.png', 'image/png');
    const cut = await as(t.app, member, {
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: whole.headers,
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
    });
    expect400(cut, englishOf(UploadMessages.malformed));
    const noBoundary = await as(t.app, member, {
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('accept only the documented field name', async () => {
    const other = await multipart('avatar', await image('png'), 'me.png', 'image/png');
    expect400(
      await as(t.app, member, { method: 'POST', url: '/api/profiles/me/avatar', ...other }),
      englishOf(ProfileMessages.avatarMissing),
    );
  });

  it('have their own hourly limit per member, apart from chat attachments', async () => {
    const uploader = await createMember(t);
    const png = await image('png');
    // The one chat attachment this hour (FORTI_UPLOADS_PER_HOUR=1) does not use up avatars...
    const attach = await as(t.app, uploader, {
      method: 'POST',
      url: '/api/companion/files',
      ...(await multipart('file', png, 'a.png', 'image/png')),
    });
    expect(attach.statusCode).toBe(200);
    expect(
      (
        await as(t.app, uploader, {
          method: 'POST',
          url: '/api/companion/files',
          ...(await multipart('file', png, 'a.png', 'image/png')),
        })
      ).statusCode,
    ).toBe(429);
    for (let i = 0; i < AVATAR_UPLOADS_PER_HOUR; i++) {
      const res = await as(t.app, uploader, {
        method: 'POST',
        url: '/api/profiles/me/avatar',
        ...(await multipart('file', png, 'me.png', 'image/png')),
      });
      expect(res.statusCode).toBe(200);
    }
    // ...and avatars have their own count, with the time to wait.
    const over = await as(t.app, uploader, {
      method: 'POST',
      url: '/api/profiles/me/avatar',
      ...(await multipart('file', png, 'me.png', 'image/png')),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(englishOf(ProfileMessages.avatarUploadsLimited({ count: 60 })));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    // Another member is not affected.
    const fresh = await as(t.app, member, {
      method: 'POST',
      url: '/api/profiles/me/avatar',
      ...(await multipart('file', png, 'me.png', 'image/png')),
    });
    expect(fresh.statusCode).toBe(200);
  });
});
