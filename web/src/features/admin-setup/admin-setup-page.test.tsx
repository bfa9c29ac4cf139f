import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AdminMessages } from '@contracts/admin';
import type { Message } from '@contracts/messages';
import { english } from '@/test/form-server';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { AdminSetupPage } from './admin-setup-page';
import hi from '@/locales/hi/adminSetup.json';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** The API: setup open or closed, a signed-in member or none, and the setup refused with `refusal`. */
function fakeServer({ open, signedIn, refusal }: { open: boolean; signedIn: boolean; refusal?: Message }) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/get-session'))
      return json(signedIn ? { user: { id: 'u1', email: 'asha@example.com', name: 'Asha', role: 'patient' } } : null);
    if (url.endsWith('/api/admin/setup') && init?.method === 'POST')
      return json({ error: { code: 'FORBIDDEN', message: refusal && english(refusal), key: refusal?.key } }, 403);
    if (url.endsWith('/api/admin/setup')) return json({ open });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <AdminSetupPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('hi', ['adminSetup']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the administrator setup page', () => {
  it('asks for confirmation and tells a refused link in Hindi', async () => {
    await changeLanguage('hi');
    vi.stubGlobal('fetch', fakeServer({ open: true, signedIn: true, refusal: AdminMessages.setupInvalid }));
    renderPage('/admin-setup?token=abc');
    await userEvent.click(await screen.findByRole('button', { name: hi.become }));
    expect(screen.getByRole('dialog', { name: hi.confirm.title }).textContent).toContain(
      'इससे asha@example.com को एडमिन के सभी अधिकार मिल जाएँगे।',
    );
    await userEvent.click(screen.getByRole('button', { name: hi.confirm.continue }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hi.errors.setupInvalid));
  });

  it('says in Hindi that an administrator already exists', async () => {
    await changeLanguage('hi');
    vi.stubGlobal('fetch', fakeServer({ open: false, signedIn: false }));
    renderPage('/admin-setup?token=abc');
    expect(await screen.findByText(hi.errors.setupClosed)).toBeTruthy();
    expect(screen.getByRole('link', { name: hi.goHome }).getAttribute('href')).toBe('/');
  });

  it('keeps the English words', async () => {
    await changeLanguage('en');
    vi.stubGlobal('fetch', fakeServer({ open: true, signedIn: false }));
    renderPage('/admin-setup?token=abc');
    expect(await screen.findByRole('link', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByText('Administrator Setup')).toBeTruthy();
  });
});
