import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ForumMessages } from '@contracts/forum';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { ReplyForm } from './reply-form';
import { english } from '@/test/form-server';

function renderForm(isAnonymous = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReplyForm postId="p1" label="Your reply" isAnonymous={isAnonymous} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server refuses the reply's content with a keyed field issue, as the error handler answers. */
function refusingServer() {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      const issue = { path: 'content', message: english(ForumMessages.replyTooLong), key: 'forum.replyTooLong' };
      return new Response(
        JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: `content: ${issue.message}`, key: issue.key, issues: [issue] },
        }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return calls;
}

describe('the reply form', () => {
  beforeAll(async () => {
    await initI18n('en', ['forum']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal on the reply box, described by it, in the reader's language", async () => {
    await changeLanguage('hi');
    const calls = refusingServer();
    renderForm();
    const box = screen.getByLabelText('Your reply');
    await userEvent.type(box, 'A reply the server finds too long');
    await userEvent.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([{ content: 'A reply the server finds too long', parentId: null }]);
    const described = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('जवाब अधिकतम 5000 अक्षरों का हो सकता है।');
  });

  it('replying anonymously, says whom its mentions reach and asks for suggestions as an anonymous draft', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({ items: [{ username: 'priya.r', fullName: 'Priya Raman', avatarUrl: null }] });
      }),
    );
    renderForm(true);
    const box = screen.getByLabelText('Your reply');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'While you write anonymously, an @mention reaches only members whom every member can find, so it never hints at who you are.',
    );
    await userEvent.type(box, '@pr');
    await screen.findByRole('listbox');
    expect(asked).toEqual(['/api/mentions?q=pr&anonymous=true']);
  });

  it("checks an empty reply with the contract's words before anything is sent", async () => {
    const calls = refusingServer();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const box = screen.getByLabelText('Your reply');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      english(ForumMessages.replyEmpty),
    );
    expect(calls).toEqual([]);
  });
});
