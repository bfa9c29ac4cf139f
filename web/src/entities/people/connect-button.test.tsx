import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RelationKind } from '@contracts/connections';
import { changeLanguage, initI18n, loadNamespaces } from '@/lib/i18n';
import { toast } from '@/components/ui/toaster';
import { ConnectionMessages } from '@contracts/connections';
import { closeCrisisCard, crisisCardStore } from '@/components/safety/crisis-notice';
import { answeringServer, describedText, refusingServer } from '@/test/form-server';
import { ConnectButton } from './connect-button';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderButton(relation: RelationKind, canRequest = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ConnectButton userId="u-2" name="Ravi Menon" relation={relation} canRequest={canRequest} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['people']);
});
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('the Connect button', () => {
  it("shows the specification's disabled states, and nothing on one's own card", async () => {
    await changeLanguage('en');
    for (const [relation, label] of [
      ['sent', 'Request Sent'],
      ['received', 'Request Received'],
      ['connected', 'Connected'],
    ] as const) {
      const { unmount } = renderButton(relation);
      expect((screen.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(true);
      unmount();
    }
    const { container } = renderButton('self');
    expect(container.textContent).toBe('');
  });

  it("sends the trimmed message (or null when blank) and says so in the specification's words", async () => {
    await changeLanguage('en');
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'c1' }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderButton('none');
    await user.click(screen.getByRole('button', { name: 'Send Request to Ravi Menon' }));
    // The dialog's code arrives when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Send Connection Request' });
    await user.type(screen.getByLabelText('Personal message (optional)'), '   ');
    await user.click(screen.getAllByRole('button', { name: 'Send Request' }).at(-1)!);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Connection Request Sent',
        'Your connection request has been sent successfully!',
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/connections');
    expect(JSON.parse(String(init.body))).toEqual({ receiverId: 'u-2', message: null });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('shows the sender the private crisis card when the sent request carries a safety notice', async () => {
    await changeLanguage('en');
    closeCrisisCard();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ id: 'c1', safety: { kind: 'self_harm', level: 'concern' } }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const user = userEvent.setup();
    renderButton('none');
    await user.click(screen.getByRole('button', { name: 'Send Request to Ravi Menon' }));
    await screen.findByRole('dialog', { name: 'Send Connection Request' });
    await user.type(screen.getByLabelText('Personal message (optional)'), 'I feel so hopeless');
    await user.click(screen.getAllByRole('button', { name: 'Send Request' }).at(-1)!);
    await waitFor(() => expect(crisisCardStore.get()).toMatchObject({ kind: 'self_harm', what: 'request' }));
    closeCrisisCard();
    vi.unstubAllGlobals();
  });

  it("tells the server's refusal under the specification's title 'Failed to send connection request.'", async () => {
    await changeLanguage('en');
    answeringServer(
      { error: { code: 'FORBIDDEN', message: 'This member is not accepting connection requests right now.' } },
      403,
    );
    const user = userEvent.setup();
    renderButton('none');
    await user.click(screen.getByRole('button', { name: 'Send Request to Ravi Menon' }));
    await screen.findByRole('dialog', { name: 'Send Connection Request' });
    await user.click(screen.getAllByRole('button', { name: 'Send Request' }).at(-1)!);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to send connection request.',
        expect.stringContaining('not accepting connection requests'),
      ),
    );
  });

  it("puts the server's refusal of the message on the message box, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'message',
      message: ConnectionMessages.messageTooLong,
    });
    const user = userEvent.setup();
    renderButton('none');
    await user.click(screen.getByRole('button', { name: 'Ravi Menon को कनेक्शन अनुरोध भेजें' }));
    const box = await screen.findByLabelText('निजी संदेश (ज़रूरी नहीं)');
    await user.type(box, ' Hello from Pune ');
    await user.click(screen.getAllByRole('button', { name: 'अनुरोध भेजें' }).at(-1)!);
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([{ receiverId: 'u-2', message: 'Hello from Pune' }]);
    expect(describedText(box)).toBe('आपका संदेश अधिकतम 500 अक्षरों का हो सकता है।');
    expect(toast.error).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("refuses a message of invisible characters with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'message',
      message: ConnectionMessages.messageTooLong,
    });
    const user = userEvent.setup();
    renderButton('none');
    await user.click(screen.getByRole('button', { name: 'Ravi Menon को कनेक्शन अनुरोध भेजें' }));
    const box = await screen.findByLabelText('निजी संदेश (ज़रूरी नहीं)');
    await user.type(box, '\u200b\u200b');
    await user.click(screen.getAllByRole('button', { name: 'अनुरोध भेजें' }).at(-1)!);
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(box)).toBe('Message में केवल अदृश्य वर्ण हैं। कृपया कुछ दिखने वाले अक्षर लिखें।');
    expect(calls).toEqual([]);
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });
});
