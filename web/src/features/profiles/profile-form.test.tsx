import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { CancerTypes, Roles } from '@contracts/enums';
import { isMessage, issueText } from '@contracts/messages';
import { ProfileMessages, type Profile } from '@contracts/profiles';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { ProfileForm } from './components/profile-form';
import { describeProfileMessage } from './messages';
import en from '@/locales/en/profiles.json';
import hi from '@/locales/hi/profiles.json';
import { answeringServer, english } from '@/test/form-server';

const profile: Profile = {
  id: 'u1',
  displayId: 'FN-ABCD2345',
  email: 'priya@example.com',
  fullName: 'Priya Sharma',
  username: null,
  bio: null,
  role: 'caregiver',
  ageGroup: null,
  cancerType: 'breast',
  location: null,
  diagnosisDate: null,
  profileImageUrl: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  roleChoices: ['patient', 'survivor', 'caregiver', 'volunteer'],
};

function renderForm(saved: Profile = profile) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfileForm profile={saved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('hi', ['profiles']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the profile form', () => {
  it('names roles and cancer types in Hindi by their value', async () => {
    await changeLanguage('hi');
    renderForm({ ...profile, role: 'admin', roleChoices: [...Roles] });
    const role = screen.getByLabelText(hi.form.role);
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual(
      ['patient', 'survivor', 'caregiver', 'volunteer', 'ngo', 'admin'].map((value) => [
        value,
        hi.roles[value as keyof typeof hi.roles],
      ]),
    );
    const cancer = screen.getByLabelText(hi.form.cancerType);
    expect(
      within(cancer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([hi.form.preferNotToSay, ...CancerTypes.map((type) => hi.cancerTypes[type])]);
    expect(within(screen.getByLabelText(hi.form.ageGroup)).getAllByRole('option')[0]?.textContent).toBe(
      hi.form.preferNotToSay,
    );
  });

  it('has a label for every role and cancer type in both languages', () => {
    for (const catalog of [en, hi]) {
      for (const role of Roles) expect(catalog.roles[role], role).toBeTruthy();
      for (const type of CancerTypes) expect(catalog.cancerTypes[type], type).toBeTruthy();
    }
  });

  it('says what is wrong in Hindi before anything is sent', async () => {
    await changeLanguage('hi');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.clear(screen.getByLabelText(hi.form.fullName));
    await userEvent.type(screen.getByLabelText(hi.form.username), 'a!');
    await userEvent.click(screen.getByRole('button', { name: hi.form.save }));
    expect((await screen.findAllByText(hi.validation.fullNameRequired)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(hi.validation.usernameFormat).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toContain('कृपया चिह्नित जानकारियाँ जाँचें');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal on its field, in the reader’s language', async () => {
    await changeLanguage('hi');
    answeringServer(
      {
        error: {
          code: 'CONFLICT',
          message: english(ProfileMessages.usernameTaken),
          key: ProfileMessages.usernameTaken.key,
        },
      },
      409,
    );
    renderForm();
    await userEvent.type(screen.getByLabelText(hi.form.username), 'priya_s');
    await userEvent.click(screen.getByRole('button', { name: hi.form.save }));
    await waitFor(() => expect(screen.getByLabelText(hi.form.username).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(hi.validation.usernameTaken).length).toBeGreaterThan(0);
  });

  it('keeps the English of the specification', async () => {
    await changeLanguage('en');
    renderForm();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Caregiver' })).toHaveProperty('selected', true);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
    const t = i18n.getFixedT('en');
    for (const [name, message] of Object.entries(ProfileMessages))
      if (isMessage(message)) expect(describeProfileMessage(t, undefined, message), name).toBe(english(message));
    expect(describeProfileMessage(t, issueText(ProfileMessages.fullNameTooLong))).toBe(
      'Full name must be at most 100 characters.',
    );
    expect(describeProfileMessage(i18n.getFixedT('hi'), issueText(ProfileMessages.bioTooLong))).toBe(
      'आपके बारे में लिखी बात 1000 अक्षरों से ज़्यादा की नहीं हो सकती।',
    );
  });
});
