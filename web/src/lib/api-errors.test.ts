import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactBody, ContactLimits, ContactMessages } from '@contracts/pages';
import { issueText } from '@contracts/messages';
import { ProfileMessages } from '@contracts/profiles';
import { ForumMessages } from '@contracts/forum';
import { AuthErrorCodes, ErrorCode, NETWORK_ERROR_CODE } from '@contracts/errors';
import enCommon from '@/locales/en/common.json';
import hiCommon from '@/locales/hi/common.json';
import { ApiError } from './api';
import { describeApiError, describeIssue } from './api-errors';
import { changeLanguage, i18n, initI18n } from './i18n';

describe('what a person reads for a failed check or call', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(() => changeLanguage('en'));

  const firstIssue = (input: unknown) => {
    const parsed = ContactBody.safeParse(input);
    if (parsed.success) throw new Error('expected the contract to refuse the input');
    return parsed.error.issues[0]!.message;
  };

  it("shows the contract's own words in English, and the same check in Hindi after switching", async () => {
    await changeLanguage('en');
    const message = firstIssue({
      fullName: '',
      email: 'a@example.com',
      subject: 'Hello',
      message: 'A message long enough.',
    });
    expect(describeIssue(i18n.t, message)).toBe('Please enter your full name.');
    await changeLanguage('hi');
    expect(describeIssue(i18n.t, message)).toBe('कृपया अपना पूरा नाम लिखें।');
  });

  it("says a limit's number in Hindi, from the check's message (its key), never from its English", async () => {
    await changeLanguage('hi');
    const message = firstIssue({ fullName: 'Asha', email: 'a@example.com', subject: 'Hello', message: 'Short' });
    expect(message).toBe(issueText(ContactMessages.messageTooShort));
    expect(describeIssue(i18n.t, message)).toBe(`आपका संदेश कम से कम ${ContactLimits.messageMin} अक्षरों का होना चाहिए।`);
  });

  it("shows the catalog's text for a known error code and the server's words otherwise", async () => {
    await changeLanguage('en');
    expect(describeApiError(i18n.t, new ApiError(503, 'UNAVAILABLE', 'down'))).toBe(i18n.t('errors.UNAVAILABLE'));
    const taken = new ApiError(
      409,
      'CONFLICT',
      'That username is already taken. Please choose another.',
      undefined,
      ProfileMessages.usernameTaken,
    );
    expect(describeApiError(i18n.t, taken)).toBe('That username is already taken. Please choose another.');
    await changeLanguage('hi');
    expect(describeApiError(i18n.t, taken)).toBe('यह यूज़रनेम पहले से लिया जा चुका है। कृपया कोई दूसरा चुनें।');
    expect(describeApiError(i18n.t, new ApiError(500, 'INTERNAL', 'boom'))).toBe(i18n.t('errors.INTERNAL'));
  });

  it('translates a refusal by its key and named values, whatever the text it came with', async () => {
    await changeLanguage('hi');
    const limited = new ApiError(
      429,
      'RATE_LIMITED',
      'text in any language',
      undefined,
      ForumMessages.postsLimited({ minutes: 9 }),
    );
    expect(describeApiError(i18n.t, limited)).toBe('आपने पिछले एक घंटे में कई पोस्ट साझा की हैं। कृपया 9 मिनट बाद फिर कोशिश करें।');
    await changeLanguage('en');
    expect(describeApiError(i18n.t, limited)).toBe(
      'You have shared many posts in the last hour. Please try again in 9 minutes.',
    );
    // A key this page does not know keeps the server's words.
    expect(
      describeApiError(
        i18n.t,
        new ApiError(409, 'CONFLICT', 'As the server said.', undefined, { key: 'nowhere.unknown' }),
      ),
    ).toBe('As the server said.');
  });

  it("translates a server's field issue by its key and values, and a contract's check by the message it carries", async () => {
    await changeLanguage('hi');
    expect(
      describeIssue(
        i18n.t,
        'Subject contains a control character that is not allowed. Please remove it and try again.',
        undefined,
        { key: 'text.control', params: { label: 'Subject' } },
      ),
    ).toBe('Subject में एक ऐसा नियंत्रण वर्ण (control character) है जिसकी अनुमति नहीं है। कृपया उसे हटाकर फिर से कोशिश करें।');
    const message = firstIssue({
      fullName: 'Asha',
      email: 'a@example.com',
      subject: 'Bell\u0007',
      message: 'A message long enough.',
    });
    expect(describeIssue(i18n.t, message)).toBe(
      'Subject में एक ऐसा नियंत्रण वर्ण (control character) है जिसकी अनुमति नहीं है। कृपया उसे हटाकर फिर से कोशिश करें।',
    );
  });
});

describe('the catalogs\u2019 words for error codes', () => {
  it('name only codes a failed call can carry, in both languages alike', () => {
    const codes = new Set<string>([...ErrorCode.options, ...AuthErrorCodes, NETWORK_ERROR_CODE, 'unexpected']);
    for (const catalog of [enCommon, hiCommon]) {
      expect(Object.keys(catalog.errors).filter((code) => !codes.has(code))).toEqual([]);
    }
    expect(Object.keys(hiCommon.errors).sort()).toEqual(Object.keys(enCommon.errors).sort());
  });
});
