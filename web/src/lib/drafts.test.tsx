import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ComposerNotes as Notes, SLOW_SEND_MS } from '@/components/composer/composer-notes';
import {
  clearAllDrafts,
  draftKey,
  DRAFT_MAX_AGE_MS,
  holdsText,
  useDraft,
  useDraftText,
  useHasDraft,
  writeDraft,
} from './drafts';
import { changeLanguage, i18n, initI18n } from './i18n';
import { NO_SESSION_ABILITIES } from '@contracts/abilities';
import { SessionProvider, sessionQueryKey, type SessionUser } from './session';
import { useOfflineSend } from './use-offline-send';

const member: SessionUser = {
  id: 'u-asha',
  email: 'asha@example.org',
  name: 'Asha',
  role: 'patient',
  emailVerified: true,
  can: NO_SESSION_ABILITIES,
};

/** A composer as the app's are built: the draft hook, the offline rule and the notes under the box. */
function Box({ target, onSend }: { target: string; onSend: (text: string) => Promise<void> }) {
  const { text, setText, empty, draft } = useDraftText('test-box', target);
  const offline = useOfflineSend();
  const deliver = () =>
    void onSend(text).then(
      () => {
        draft.clear();
        empty();
      },
      () => offline.networkFailed(deliver),
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        offline.run(deliver);
      }}
    >
      <label>
        Reply
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Notes
        restored={draft.restored}
        onDiscard={() => setText(draft.discard())}
        offline={offline.state}
        onSendAgain={offline.sendAgain}
      />
      <button type="submit">Send</button>
    </form>
  );
}

function renderBox(
  options: { user?: SessionUser | null; target?: string; onSend?: (text: string) => Promise<void> } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, options.user ?? null);
  const onSend = options.onSend ?? vi.fn(async () => undefined);
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(wrap(<Box target={options.target ?? 'post-1'} onSend={onSend} />));
  return {
    ...view,
    onSend,
    rerenderWith: (target: string) => view.rerender(wrap(<Box target={target} onSend={onSend} />)),
  };
}

const box = () => screen.getByLabelText<HTMLTextAreaElement>('Reply');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  setOnline(true);
  await act(() => changeLanguage('en'));
});

describe('useDraft: what a person writes survives a reload until it is sent', () => {
  it('keeps a member’s text under their account and puts it back, with "Draft restored", after a reload', () => {
    const first = renderBox({ user: member });
    type('Did anyone else feel tired after the third cycle?');
    expect(localStorage.getItem(draftKey('u-asha', 'test-box', 'post-1'))).toContain('third cycle');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    first.unmount(); // the reload

    renderBox({ user: member });
    expect(box().value).toBe('Did anyone else feel tired after the third cycle?');
    expect(screen.getByTestId('draft-restored').textContent).toContain('Draft restored');
  });

  it('keeps one draft per target: another post starts empty, and coming back finds the first', () => {
    const view = renderBox({ user: member, target: 'post-1' });
    type('For post one');
    view.rerenderWith('post-2');
    expect(box().value).toBe('');
    view.unmount();
    renderBox({ user: member, target: 'post-1' });
    expect(box().value).toBe('For post one');
  });

  it('forgets the draft once it is sent', async () => {
    const first = renderBox({ user: member });
    type('Thank you all');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(first.onSend).toHaveBeenCalledWith('Thank you all');
    expect(box().value).toBe('');
    expect(localStorage.length).toBe(0);
    first.unmount();
    renderBox({ user: member });
    expect(box().value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('discards a restored draft only after asking', () => {
    const first = renderBox({ user: member });
    type('Something I may not send');
    first.unmount();
    renderBox({ user: member });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(box().value).toBe('Something I may not send');
    expect(screen.getByTestId('draft-restored').textContent).toContain('cannot be brought back');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
    expect(box().value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps a visitor's draft for this tab only (sessionStorage), never in the device's storage", () => {
    const first = renderBox({ user: null });
    type('A question from a visitor');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(draftKey(null, 'test-box', 'post-1'))).toContain('visitor');
    first.unmount();
    renderBox({ user: null });
    expect(box().value).toBe('A question from a visitor');
  });

  it("does not give one member's draft to another on the same device", () => {
    const first = renderBox({ user: member });
    type('Private words');
    first.unmount();
    renderBox({ user: { ...member, id: 'u-ravi' } });
    expect(box().value).toBe('');
  });

  it('removes every draft when someone signs out (clearAllDrafts), and forgets drafts older than 14 days', () => {
    writeDraft('u-asha', draftKey('u-asha', 'test-box', 'post-1'), 'old words', Date.now() - DRAFT_MAX_AGE_MS - 1);
    renderBox({ user: member }).unmount();
    expect(localStorage.length).toBe(0);

    writeDraft('u-asha', draftKey('u-asha', 'a', null), 'x');
    writeDraft(null, draftKey(null, 'b', null), 'y');
    localStorage.setItem('fn-language', 'hi');
    clearAllDrafts();
    expect(Object.keys({ ...localStorage })).toEqual(['fn-language']);
    expect(sessionStorage.length).toBe(0);
  });

  it('counts what was written or chosen as a draft, not a form’s untouched values or a switch alone', () => {
    const empty = { title: '', content: '', postType: 'question', isAnonymous: false };
    expect(holdsText(empty, empty)).toBe(false);
    expect(holdsText({ ...empty, isAnonymous: true }, empty)).toBe(false);
    expect(holdsText({ ...empty, postType: 'story' }, empty)).toBe(true);
    expect(holdsText({ ...empty, content: '  ' }, empty)).toBe(false);
    expect(holdsText({ ...empty, title: 'Help' }, empty)).toBe(true);
    expect(holdsText('   ')).toBe(false);
  });
});

describe('useOfflineSend: a send while offline says so at once and goes when the connection returns', () => {
  it('holds the send while offline and sends it on the "online" event, the text kept meanwhile', async () => {
    const view = renderBox({ user: member });
    type('Sent from the bus');
    act(() => setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(view.onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId('composer-offline').textContent).toBe(
      "You're offline. We'll send this when you're back online.",
    );
    expect(box().value).toBe('Sent from the bus');
    await act(async () => setOnline(true));
    expect(view.onSend).toHaveBeenCalledWith('Sent from the bus');
    expect(screen.queryByTestId('composer-offline')).toBeNull();
    expect(box().value).toBe('');
  });

  it('keeps the text with "Send again" when the request fails on the network, in Hindi too', async () => {
    await act(() => changeLanguage('hi'));
    let fail = true;
    const onSend = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
    });
    renderBox({ user: member, onSend });
    type('नमस्ते');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByTestId('composer-failed').textContent).toContain('आपके शब्द यहीं सुरक्षित हैं');
    expect(box().value).toBe('नमस्ते');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'फिर से भेजें' })));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(box().value).toBe('');
    expect(screen.queryByTestId('composer-failed')).toBeNull();
  });
});

/** An edit of words that already stand, as the edit boxes of posts, replies and stories keep it. */
function EditBox({ current }: { current: string }) {
  const draft = useDraft('test-edit', 'reply-1', current);
  const [text, setText] = useState(draft.initial);
  const answerKept = useHasDraft('test-box', 'post-1', '');
  return (
    <>
      <label>
        Edit
        <textarea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            draft.save(event.target.value);
          }}
        />
      </label>
      <Notes
        restored={draft.restored}
        onDiscard={() => setText(draft.discard())}
        offline="idle"
        onSendAgain={() => {}}
      />
      {answerKept ? <p>An answer is waiting</p> : null}
    </>
  );
}

function renderEdit(current: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, member);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <EditBox current={current} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('an edit keeps only a change, until it is saved', () => {
  const editBox = () => screen.getByLabelText<HTMLTextAreaElement>('Edit');
  it('keeps nothing while the words are as they stand, and the change after a reload, with "Draft restored"', () => {
    const first = renderEdit('I live in Aliganj, Lucknow.');
    fireEvent.change(editBox(), { target: { value: 'I live in Aliganj' } });
    expect(localStorage.length).toBe(1);
    fireEvent.change(editBox(), { target: { value: 'I live in Aliganj, Lucknow.' } });
    expect(localStorage.length).toBe(0);
    fireEvent.change(editBox(), { target: { value: 'I live in Lucknow.' } });
    first.unmount();

    renderEdit('I live in Aliganj, Lucknow.');
    expect(editBox().value).toBe('I live in Lucknow.');
    expect(screen.getByTestId('draft-restored').textContent).toContain('Draft restored');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
    expect(editBox().value).toBe('I live in Aliganj, Lucknow.');
    expect(localStorage.length).toBe(0);
  });

  it('tells a box that is not open yet that its words are waiting (useHasDraft)', () => {
    renderEdit('x').unmount();
    expect(screen.queryByText('An answer is waiting')).toBeNull();
    writeDraft('u-asha', draftKey('u-asha', 'test-box', 'post-1'), 'Half an answer');
    renderEdit('x');
    expect(screen.getByText('An answer is waiting')).toBeTruthy();
  });
});

describe('a send that takes long on a stalled connection', () => {
  it(`says the connection is slow after ${SLOW_SEND_MS / 1000} s, and nothing once the send is through`, () => {
    vi.useFakeTimers();
    try {
      const notes = (sending: boolean) => (
        <I18nextProvider i18n={i18n}>
          <Notes sending={sending} restored={false} onDiscard={() => {}} offline="idle" onSendAgain={() => {}} />
        </I18nextProvider>
      );
      const view = render(notes(true));
      act(() => vi.advanceTimersByTime(SLOW_SEND_MS - 100));
      expect(screen.queryByTestId('composer-slow')).toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('composer-slow').textContent).toBe(
        'Still sending: the connection is slow. Your words stay here until they reach us.',
      );
      view.rerender(notes(false));
      expect(screen.queryByTestId('composer-slow')).toBeNull();
      view.rerender(notes(true));
      expect(screen.queryByTestId('composer-slow')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
