import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactBody } from '@contracts/pages';
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
    const message = firstIssue({ fullName: '', email: 'a@example.com', subject: 'Hello', message: 'A message long enough.' });
    expect(describeIssue(i18n.t, message)).toBe('Please enter your full name.');
    await changeLanguage('hi');
    expect(describeIssue(i18n.t, message)).toBe('कृपया अपना पूरा नाम लिखें।');
  });

  it('puts the numbers of a limit back into its Hindi', async () => {
    await changeLanguage('hi');
    const message = firstIssue({ fullName: 'Asha', email: 'a@example.com', subject: 'Hello', message: 'Short' });
    expect(message).toMatch(/at least (\d+) characters/);
    const n = /(\d+)/.exec(message)![1];
    expect(describeIssue(i18n.t, message)).toBe(`आपका संदेश कम से कम ${n} अक्षरों का होना चाहिए।`);
  });

  it("shows the catalog's text for a known error code and the server's words otherwise", async () => {
    await changeLanguage('en');
    expect(describeApiError(i18n.t, new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'))).toBe(i18n.t('errors.SERVICE_UNAVAILABLE'));
    expect(describeApiError(i18n.t, new ApiError(409, 'CONFLICT', 'That username is already taken. Please choose another.'))).toBe('That username is already taken. Please choose another.');
    await changeLanguage('hi');
    expect(describeApiError(i18n.t, new ApiError(409, 'CONFLICT', 'That username is already taken. Please choose another.'))).toBe('यह यूज़रनेम पहले से लिया जा चुका है। कृपया कोई दूसरा चुनें।');
    expect(describeApiError(i18n.t, new ApiError(500, 'INTERNAL', 'boom'))).toBe(i18n.t('errors.INTERNAL'));
  });
});
