import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LibraryMessages } from '@contracts/resources-admin';
import { changeLanguage, initI18n, loadNamespaces } from '@/lib/i18n';
import { describedText, renderForm } from '@/test/form-server';
import { ArticlesTab } from './library-tabs';
import { english } from '@/test/form-server';

/** An empty list of articles, and a refusal of the external link of any article sent. */
function refusingServer() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (!init?.body)
        return new Response(JSON.stringify({ items: [], nextCursor: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      sent.push(JSON.parse(String(init.body)));
      const issue = { path: 'externalUrl', message: english(LibraryMessages.badUrl), key: 'library.badUrl' };
      return new Response(
        JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: `externalUrl: ${issue.message}`,
            key: issue.key,
            issues: [issue],
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}

describe("the administrators' article dialog", () => {
  beforeAll(async () => {
    await initI18n('en', ['admin']);
    await loadNamespaces(['resources']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the external link on that field, in Hindi", async () => {
    await changeLanguage('hi');
    const sent = refusingServer();
    renderForm(<ArticlesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'नया लेख' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('शीर्षक'), 'Eating well during chemo');
    const link = within(dialog).getByLabelText('बाहरी लिंक');
    await userEvent.type(link, 'https://example.in/food');
    await userEvent.click(within(dialog).getByRole('button', { name: 'लेख बनाएँ' }));
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Eating well during chemo', externalUrl: 'https://example.in/food' });
    expect(describedText(link)).toBe('कृपया https:// या http:// से शुरू होने वाला पूरा वेब पता दर्ज करें।');
  });

  it("asks for a title with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const sent = refusingServer();
    renderForm(<ArticlesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'नया लेख' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'लेख बनाएँ' }));
    const title = within(dialog).getByLabelText('शीर्षक');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(title)).toBe('शीर्षक ज़रूरी है।');
    expect(sent).toEqual([]);
  });
});
