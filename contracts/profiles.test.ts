import { describe, expect, it } from 'vitest';
import { messageOfIssue, type Message } from './messages.js';
import { ProfileMessages, UpdateProfileBody } from './profiles.js';

const valid = {
  fullName: 'Priya Raman',
  username: 'priya.r',
  bio: 'Here to help.',
  role: 'survivor',
  ageGroup: '30-39',
  cancerType: 'breast',
  location: 'Kochi',
  diagnosisDate: '2023-05-14',
};

/** The messages a field's issues carry (contracts/messages.ts `issueText`). */
function messagesFor(input: Record<string, unknown>, field: string): Array<Message | undefined> {
  const result = UpdateProfileBody.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => messageOfIssue(i.message));
}

describe('UpdateProfileBody', () => {
  it('trims text and turns empty optional fields into null', () => {
    const parsed = UpdateProfileBody.parse({
      ...valid,
      fullName: '  Priya  ',
      username: '  ',
      bio: ' ',
      location: '',
      ageGroup: '',
      diagnosisDate: '',
    });
    expect(parsed).toMatchObject({
      fullName: 'Priya',
      username: null,
      bio: null,
      location: null,
      ageGroup: null,
      diagnosisDate: null,
    });
  });

  it('drops a leading @ from the username', () => {
    expect(UpdateProfileBody.parse({ ...valid, username: '@hope_seeker' }).username).toBe('hope_seeker');
  });

  it.each([undefined, '', '   '])('requires a full name (%j)', (fullName) => {
    expect(messagesFor({ ...valid, fullName }, 'fullName')).toContainEqual(ProfileMessages.fullNameRequired);
  });

  it.each(['ab', 'has space', 'x'.repeat(31), 'émoji'])('refuses the username %j', (username) => {
    expect(messagesFor({ ...valid, username }, 'username')).toContainEqual(ProfileMessages.usernameFormat);
  });

  it.each(['2023-02-30', '2023-02-29', '2023-13-01', '2023-04-31', '0000-01-01', '14/05/2023', '2023-5-14'])(
    'refuses the diagnosis date %s, which is not a real calendar day',
    (diagnosisDate) => {
      expect(messagesFor({ ...valid, diagnosisDate }, 'diagnosisDate')).toContainEqual(
        ProfileMessages.diagnosisDateFormat,
      );
    },
  );

  it('accepts 29 February in a leap year', () => {
    expect(UpdateProfileBody.parse({ ...valid, diagnosisDate: '2024-02-29' }).diagnosisDate).toBe('2024-02-29');
  });

  it('refuses a diagnosis date in the future but accepts today', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(messagesFor({ ...valid, diagnosisDate: nextYear }, 'diagnosisDate')).toContainEqual(
      ProfileMessages.diagnosisDateFuture,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(UpdateProfileBody.safeParse({ ...valid, diagnosisDate: today }).success).toBe(true);
  });

  it('accepts only the known roles, cancer types and age groups', () => {
    expect(messagesFor({ ...valid, role: 'superuser' }, 'role')).not.toHaveLength(0);
    expect(messagesFor({ ...valid, cancerType: 'unknown' }, 'cancerType')).not.toHaveLength(0);
    expect(messagesFor({ ...valid, ageGroup: '10-17' }, 'ageGroup')).not.toHaveLength(0);
  });
});
