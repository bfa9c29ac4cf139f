import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { toast } from '@/components/ui/toaster';
import { ReportMessages } from '@contracts/reports';
import { describedText, refusingServer } from '@/test/form-server';
import { ReportButton } from './report-button';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReportButton route="POST /api/forum/posts/:id/reports" params={{ id: 'p1' }} subject="post" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('Report', () => {
  it("asks for a reason first, then sends the reason and the trimmed note to the content's reports route", async () => {
    await changeLanguage('en');
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ report: { id: 'r1', createdAt: '2026-11-24T05:00:00.000Z' }, alreadyReported: false }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report this post' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason for your report.');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Harmful or misleading medical advice' }));
    await user.type(screen.getByLabelText('Anything else we should know? (optional)'), '  Says to stop chemo.  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Report Sent',
        'Thank you. Our moderators will review it within 24 hours.',
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/forum/posts/p1/reports');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'harmful_advice', note: 'Says to stop chemo.' });
    vi.unstubAllGlobals();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'इस पोस्ट की रिपोर्ट करें' }));
    expect(screen.getByRole('radio', { name: 'स्पैम या विज्ञापन' })).toBeTruthy();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the note on the note field, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'note', message: ReportMessages.noteTooLong });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'इस पोस्ट की रिपोर्ट करें' }));
    await user.click(screen.getByRole('radio', { name: 'स्पैम या विज्ञापन' }));
    const note = screen.getByRole('textbox');
    await user.type(note, 'A long note');
    await user.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([{ reason: 'spam', note: 'A long note' }]);
    expect(describedText(note)).toBe('आपका नोट अधिकतम 1000 अक्षरों का हो सकता है।');
    expect(toast.error).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("asks for a reason with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'reason',
      message: ReportMessages.reasonRequired,
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'इस पोस्ट की रिपोर्ट करें' }));
    await user.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया अपनी रिपोर्ट का कारण चुनें।');
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });
});
