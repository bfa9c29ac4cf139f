import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { AuthMessages } from '@contracts/accounts';
import { ApiError } from '@/lib/api';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { translateAuthError } from './auth-errors';
import { LoginForm } from './components/login-form';
import { SignUpForm } from './components/sign-up-form';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';
import hiMessages from '../../../../contracts/locales/hi/auth.json';
import en from '@/locales/en/accounts.json';
import hi from '@/locales/hi/accounts.json';

/** Every request the forms make, answered as a signed-out visitor (and a sign-up that needs e-mail confirmation). */
const requests: { url: string; body: unknown }[] = [];
function fakeServer() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const json = url.includes('sign-up') ? { signedIn: false, user: { id: 'u1' } } : null;
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en', ['accounts']);
});
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', fakeServer());
});
afterEach(() => vi.unstubAllGlobals());

describe('the login form', () => {
  it('speaks Hindi: Hindi labels, and a Hindi error for an empty e-mail', async () => {
    await changeLanguage('hi');
    wrap(<LoginForm forgotLabel="—" onForgotPassword={() => {}} onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: hi.actions.logIn }));
    const email = screen.getByLabelText(hi.fields.email.label);
    expect(email).toHaveProperty('placeholder', hi.fields.email.placeholder);
    expect(screen.getByLabelText(hi.fields.password.label, { selector: 'input' })).toBeTruthy();
    expect(await screen.findByText('कृपया अपना ईमेल पता लिखें।')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('कृपया अपना पासवर्ड लिखें।')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('sign-in'))).toEqual([]);
  });

  it('speaks the specification’s English', async () => {
    await changeLanguage('en');
    wrap(<LoginForm forgotLabel="—" onForgotPassword={() => {}} onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  });
});

describe('the /login and /signup pages', () => {
  it('link to each other in the reader’s language', async () => {
    await changeLanguage('hi');
    wrap(<LoginPage />);
    expect(screen.getByRole('heading', { name: hi.login.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन अप करें' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: hi.login.forgotPassword })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(hi.titles.logIn));
    wrap(<SignupPage />);
    expect(screen.getByRole('link', { name: 'लॉग इन करें' }).getAttribute('href')).toBe('/login');
  });

  it('keep the specification’s English', async () => {
    await changeLanguage('en');
    wrap(<LoginPage />);
    expect(screen.getByText("Don't have an account?", { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});

describe('the sign-up form', () => {
  it('checks the passwords in the reader’s language', async () => {
    await changeLanguage('hi');
    wrap(<SignUpForm withConfirmation failureTitle="x" onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText(hi.fields.fullName.label), 'प्रिया शर्मा');
    await userEvent.type(screen.getByLabelText(hi.fields.email.label), 'priya@example.com');
    await userEvent.type(screen.getByLabelText(hi.fields.password.label, { selector: 'input' }), 'abc');
    await userEvent.type(screen.getByLabelText(hi.fields.confirmPassword.label, { selector: 'input' }), 'abd');
    await userEvent.click(screen.getByRole('button', { name: hi.actions.createAccount }));
    expect(await screen.findByText(hi.validation.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(hi.validation.passwordMismatch)).toBeTruthy();
    expect(screen.getByText('कम से कम 6 अक्षर।')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('sign-up'))).toEqual([]);
  });

  it('shows the specification’s words in English', async () => {
    await changeLanguage('en');
    wrap(<SignUpForm withConfirmation failureTitle="x" onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(screen.getByText('Full name is required.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
  });

  it('creates the account in the language the visitor reads', async () => {
    await changeLanguage('hi');
    const onDone = vi.fn();
    wrap(<SignUpForm withConfirmation={false} failureTitle="x" onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(hi.fields.fullName.label), 'Priya Sharma');
    await userEvent.type(screen.getByLabelText(hi.fields.email.label), 'priya@example.com');
    await userEvent.type(screen.getByLabelText(hi.fields.password.label, { selector: 'input' }), 'Jasmine-terrace-58');
    await userEvent.click(screen.getByRole('button', { name: hi.actions.createAccount }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('confirm-email', 'priya@example.com'));
    const signUp = requests.find((r) => r.url === '/api/auth/sign-up/email');
    expect(signUp?.body).toMatchObject({ name: 'Priya Sharma', email: 'priya@example.com', language: 'hi' });

    await changeLanguage('en');
    requests.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/auth/sign-up/email')?.body).toMatchObject({ language: 'en' }),
    );
  });
});

describe('auth failures', () => {
  it('have a Hindi text for every one of the specification’s messages, by key', () => {
    for (const [name, message] of Object.entries(AuthMessages)) {
      expect(message.key).toBe(`auth.${name}`);
      expect(hiMessages[name as keyof typeof hiMessages], name).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('are told in the reader’s language; a message the server wrote is shown as given', async () => {
    await changeLanguage('hi');
    const t = i18n.getFixedT('hi');
    expect(translateAuthError(t, new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      hiMessages.invalidCredentials,
    );
    expect(translateAuthError(t, new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toBe(hiMessages.rateLimited);
    expect(translateAuthError(i18n.getFixedT('en'), new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
    expect(translateAuthError(t, new ApiError(422, 'USER_ALREADY_EXISTS', 'यह ईमेल पहले से पंजीकृत है।'))).toBe(
      'यह ईमेल पहले से पंजीकृत है।',
    );
  });

  it('keep the limits the catalogs spell out in step with the contract', async () => {
    const { PasswordLimits } = await import('@contracts/accounts');
    const { ProfileLimits } = await import('@contracts/profiles');
    for (const catalog of [en, hi]) {
      expect(catalog.validation.passwordTooShort).toContain(String(PasswordLimits.min));
      expect(catalog.validation.passwordTooLong).toContain(String(PasswordLimits.max));
      expect(catalog.validation.fullNameTooLong).toContain(String(ProfileLimits.fullNameMax));
    }
  });
});
