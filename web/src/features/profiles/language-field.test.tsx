import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { changeLanguage, currentLanguage, initI18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { LanguageField } from './components/language-field';
import hi from '@/locales/hi/profiles.json';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** The API: a signed-in member; the account update answers `status`. */
function fakeServer(status: number) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const body = url.endsWith('/get-session')
      ? { user: { id: 'u1', email: 'a@b.c', name: 'Asha', role: 'patient', language: 'en' } }
      : url.endsWith('/update-user') && status >= 400
        ? { error: { code: 'INTERNAL', message: 'x' } }
        : { status: true };
    return new Response(JSON.stringify(body), {
      status: url.endsWith('/update-user') ? status : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, calls };
}

function renderField() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LanguageField />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en', ['profiles']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the language choice on Profile Settings', () => {
  it('switches the page at once and keeps the choice in the account', async () => {
    await changeLanguage('en');
    const server = fakeServer(200);
    vi.stubGlobal('fetch', server.fetch);
    renderField();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(await screen.findByLabelText(hi.settings.language)).toBeTruthy();
    expect(currentLanguage()).toBe('hi');
    await waitFor(() =>
      expect(server.calls.find((c) => c.url === '/api/auth/update-user')?.body).toEqual({ language: 'hi' }),
    );
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
  });

  it('says so when the account could not keep it, and the device still does', async () => {
    await changeLanguage('en');
    vi.stubGlobal('fetch', fakeServer(500).fetch);
    renderField();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(hi.toasts.languageFailedTitle, hi.toasts.languageFailed),
    );
    expect(localStorage.getItem('fn-language')).toBe('hi');
  });
});
