import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishTemplate } from '@contracts/messages';
import { CompanionText } from '@contracts/companion';
import { newQueryClient, providers, setLanguage } from '../testing/i18n';
import { RenameConversationDialog } from './conversation-dialogs';
import { english } from '@/test/form-server';

const conversation = {
  id: 'c1',
  title: 'Scans',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function renderDialog() {
  const Providers = providers(newQueryClient());
  return render(
    <Providers>
      <RenameConversationDialog conversation={conversation} onClose={() => {}} />
    </Providers>,
  );
}

describe('renaming a conversation', () => {
  const sent: unknown[] = [];
  beforeEach(() => {
    sent.length = 0;
    // The server refuses the title with a keyed field issue, as its error handler answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        const issue = { path: 'title', message: english(CompanionText.titleTooLong), key: 'companion.titleTooLong' };
        return new Response(
          JSON.stringify({
            error: { code: 'VALIDATION_FAILED', message: `title: ${issue.message}`, key: issue.key, issues: [issue] },
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        );
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("puts the server's refusal of the title on the field, in the reader's language", async () => {
    await setLanguage('hi');
    renderDialog();
    const field = await screen.findByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, 'Talking to the children');
    await userEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([{ title: 'Talking to the children' }]);
    const ids = field.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('शीर्षक अधिकतम 50 अक्षरों का हो सकता है।');
  });

  it("refuses an empty title with the contract's words before anything is sent", async () => {
    await setLanguage('en');
    renderDialog();
    const field = await screen.findByRole('textbox');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(englishTemplate(CompanionText.titleRequired.key) as string)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
