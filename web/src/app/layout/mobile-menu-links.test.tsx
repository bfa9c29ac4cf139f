import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/lib/i18n';
import { NO_SESSION_ABILITIES } from '@contracts/abilities';
import { SessionProvider, sessionQueryKey, type SessionUser } from '@/lib/session';
import MobileMenuLinks from './mobile-menu-links';

const member: SessionUser = {
  id: 'u1',
  email: 'a@example.com',
  name: 'Asha',
  role: 'patient',
  emailVerified: true,
  can: NO_SESSION_ABILITIES,
};

function renderMenu(user: SessionUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, user);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <MobileMenuLinks user={user} isSessionLoading={false} isSigningOut={false} onSignOut={() => undefined} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => `${a.textContent} ${a.getAttribute('href')}`);

describe('the phone menu', () => {
  beforeAll(async () => {
    await initI18n('en', []);
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it("puts a visitor's Login and Sign Up first, above every other link and the donation button", () => {
    renderMenu(null);
    const all = links();
    expect(all.slice(0, 2)).toEqual(['Login /auth', 'Sign Up /auth?tab=signup']);
    expect(all.indexOf('Support Us /support')).toBe(all.length - 1);
  });

  it('offers help paying for treatment and mentors to everyone, and the safety plan to members', () => {
    renderMenu(null);
    const help = screen.getByRole('list', { name: 'Help for you' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/help/costs', '/mentors']);
    expect(links()).not.toContain('My safety plan /safety-plan');
  });

  it('gives a member the safety plan, and no Login', async () => {
    renderMenu(member);
    const help = screen.getByRole('list', { name: 'Help for you' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    ).toEqual(['Help paying for treatment /help/costs', 'Peer mentors /mentors', 'My safety plan /safety-plan']);
    expect(links().some((l) => l.startsWith('Login'))).toBe(false);
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['common']);
    renderMenu(member);
    const help = screen.getByRole('list', { name: 'आपके लिए मदद' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['इलाज के ख़र्च में मदद', 'साथी मेंटर', 'मेरी सुरक्षा योजना']);
  });
});
