import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hiAuth from '../../contracts/locales/hi/auth.json' with { type: 'json' };
import { as, createMember, createTestApp, nextIp, type Member, type TestApp } from '../test/helpers.js';

describe('error answers in the language of the request', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const contact = (language: string | undefined, payload: object) =>
    as(t.app, null, {
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: nextIp(),
      headers: language ? { 'accept-language': language } : {},
    });

  it('translates each field issue and the summary into Hindi, keeping the code and the field names', async () => {
    const res = await contact('hi-IN,hi;q=0.9', {
      fullName: '',
      email: 'not-an-address',
      subject: 'Hi',
      message: 'Short',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as {
      error: { code: string; message: string; issues: { path: string; message: string }[] };
    };
    expect(error.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(error.issues.map((i) => [i.path, i.message]));
    expect(byField.fullName).toBe('कृपया अपना पूरा नाम लिखें।');
    expect(byField.email).toBe('कृपया एक सही ईमेल पता लिखें, जैसे name@example.com।');
    expect(byField.message).toMatch(/^आपका संदेश कम से कम \d+ अक्षरों का होना चाहिए।$/);
    expect(error.message).toMatch(/^\w+: [\u0900-\u097F]/);
  });

  it('leaves the same answer in English for an English or unstated language', async () => {
    for (const language of ['en-IN', undefined]) {
      const res = await contact(language, {
        fullName: '',
        email: 'x@example.com',
        subject: 'Hello',
        message: 'A long enough message to pass.',
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe(
        'Please enter your full name.',
      );
    }
  });

  it("translates a service's own refusal (not found) and the sign-in wall", async () => {
    const missing = await as(t.app, member, {
      method: 'GET',
      url: '/api/companion/conversations/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'hi' },
    });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { error: { message: string } }).error.message).toBe(
      'यह बातचीत मौजूद नहीं है या आपकी नहीं है।',
    );
    const wall = await as(t.app, null, {
      method: 'GET',
      url: '/api/companion/conversations',
      headers: { 'accept-language': 'hi' },
    });
    expect(wall.statusCode).toBe(401);
    expect((wall.json() as { error: { code: string; message: string } }).error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
      key: 'errors.unauthenticated',
    });
  });

  it('answers a refusal with a value by its key and named values, and in Hindi with the value in place', async () => {
    const payload = {
      fullName: 'Asha',
      email: 'asha@example.com',
      subject: 'Line\u0007feed',
      message: 'A long enough message to pass.',
    };
    const hindi = await contact('hi', payload);
    expect(hindi.statusCode).toBe(400);
    const { error } = hindi.json() as {
      error: {
        code: string;
        key: string;
        params: object;
        issues: { path: string; message: string; key: string; params: object }[];
      };
    };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues[0]).toEqual({
      path: 'subject',
      key: 'text.control',
      params: { label: 'Subject' },
      message: 'Subject में एक ऐसा नियंत्रण वर्ण (control character) है जिसकी अनुमति नहीं है। कृपया उसे हटाकर फिर से कोशिश करें।',
    });
    expect(error).toMatchObject({ key: 'text.control', params: { label: 'Subject' } });
    const english = (await contact('en', payload)).json() as { error: { issues: { message: string; key: string }[] } };
    expect(english.error.issues[0]).toMatchObject({
      key: 'text.control',
      message: 'Subject contains a control character that is not allowed. Please remove it and try again.',
    });
  });

  it("answers a refusal raised inside Better Auth's hooks by its key, in Hindi", async () => {
    const res = await as(t.app, null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `common-${Date.now()}@example.org`, password: 'password123', name: 'Common' },
      remoteAddress: nextIp(),
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'PASSWORD_TOO_COMMON',
        key: 'auth.passwordTooCommon',
        message: hiAuth.passwordTooCommon,
      },
    });
  });

  it('answers a limit with its number in Hindi: the error carries its message as a value from where it is raised', async () => {
    const { ForumMessages } = await import('../../contracts/forum.js');
    const { AppError, errorBody } = await import('./errors.js');
    const err = new AppError('RATE_LIMITED', ForumMessages.postsLimited({ minutes: 17 }), 429);
    expect(err.userMessage).toEqual({ key: 'forum.postsLimited', params: { minutes: 17 } });
    expect(errorBody('hi', { code: err.code, message: err.userMessage })).toEqual({
      error: {
        code: 'RATE_LIMITED',
        key: 'forum.postsLimited',
        params: { minutes: 17 },
        message: 'आपने पिछले एक घंटे में कई पोस्ट साझा की हैं। कृपया 17 मिनट बाद फिर कोशिश करें।',
      },
    });
    expect(errorBody('en-IN', { code: err.code, message: err.userMessage }).error.message).toBe(
      'You have shared many posts in the last hour. Please try again in 17 minutes.',
    );
  });

  it('says a number in the English form it needs (one minute, 2 minutes) and in Hindi the same way for both', async () => {
    const { CompanionLimitText } = await import('../../contracts/companion.js');
    const { messageIn } = await import('./i18n.js');
    expect(messageIn('en', CompanionLimitText.uploads({ count: 1 }))).toMatch(/attach more in 1 minute\.$/);
    expect(messageIn('en', CompanionLimitText.uploads({ count: 2 }))).toMatch(/attach more in 2 minutes\.$/);
    expect(messageIn('hi', CompanionLimitText.uploads({ count: 1 }))).toMatch(/आप 1 मिनट बाद/);
    expect(messageIn('hi', CompanionLimitText.uploads({ count: 2 }))).toMatch(/आप 2 मिनट बाद/);
  });
});
