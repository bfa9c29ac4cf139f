import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { CompanionLimits, CompanionText } from '@contracts/companion';
import { companionKeys } from '../api';
import { newQueryClient, providers, setLanguage } from '../testing/i18n';
import { useAttachments } from '../use-attachments';
import { useSendMessage } from '../use-send-message';
import { Composer } from './composer';
import { english } from '@/test/form-server';

const conversation = {
  id: 'c1',
  title: 'New Chat',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

/** The box as the page wires it: the real sending hook and attachments, on conversation c1. */
function Wired() {
  const { send, isPending } = useSendMessage();
  const attachments = useAttachments({});
  return (
    <Composer
      onSend={(text) => send('c1', text, [])}
      isPending={isPending}
      attachments={attachments}
      voiceEnabled={false}
    />
  );
}

let queryClient: QueryClient;
const sent: unknown[] = [];

function renderComposer() {
  const Providers = providers(queryClient);
  return render(
    <Providers>
      <Wired />
    </Providers>,
  );
}

/** The texts the box is described by (its hint and its error). */
const descriptions = (box: HTMLElement) =>
  box
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

beforeEach(async () => {
  await setLanguage('hi');
  queryClient = newQueryClient();
  queryClient.setQueryData(companionKeys.messages('c1'), { conversation, messages: [], olderCursor: null });
  sent.length = 0;
  // The server refuses the message with a keyed field issue, as its error handler answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      const issue = {
        path: 'message',
        message: english(CompanionText.messageTooLong),
        key: 'companion.messageTooLong',
      };
      return new Response(
        JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: `message: ${issue.message}`, key: issue.key, issues: [issue] },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("Forti's message box", () => {
  it("puts the server's refusal of the message on the box, in the reader's language, and keeps the text", async () => {
    renderComposer();
    const box = screen.getByRole('textbox');
    await userEvent.type(box, 'मेरी रिपोर्ट के बारे में बात करें?{Enter}');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([{ message: 'मेरी रिपोर्ट के बारे में बात करें?', attachmentIds: [] }]);
    expect(descriptions(box)).toContain('संदेश अधिकतम 4000 अक्षरों का हो सकता है।');
    expect(box).toHaveProperty('value', 'मेरी रिपोर्ट के बारे में बात करें?');
    // Nothing of the refused message stays in the conversation.
    expect(queryClient.getQueryData<{ messages: unknown[] }>(companionKeys.messages('c1'))!.messages).toEqual([]);
  });

  it('checks the length with the contract before anything is sent', async () => {
    renderComposer();
    const box = screen.getByRole('textbox');
    // Past the box's maxLength, as a voice transcript appended to a long draft can be.
    fireEvent.change(box, { target: { value: 'a'.repeat(CompanionLimits.messageMax + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptions(box)).toContain('संदेश अधिकतम 4000 अक्षरों का हो सकता है।');
    expect(sent).toEqual([]);
    expect((box as HTMLTextAreaElement).value).toHaveLength(CompanionLimits.messageMax + 1);
  });
});
