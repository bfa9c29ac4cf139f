import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MentionCandidate } from '@contracts/notifications';
import { initI18n } from '@/lib/i18n';
import { renderForm } from '@/test/form-server';
import { MentionTextarea, mentionAt } from './mention-textarea';

const members: MentionCandidate[] = [
  { username: 'priya.r', fullName: 'Priya Raman', avatarUrl: null },
  { username: 'prakash_k', fullName: 'Prakash Kumar', avatarUrl: null },
  { username: 'pratibha', fullName: null, avatarUrl: null },
];

/** /api/mentions answers the members whose username starts with q; each q asked is recorded. */
function server() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      asked.push(q);
      return Response.json({ items: members.filter((m) => m.username.startsWith(q.toLowerCase())) });
    }),
  );
  return asked;
}

function renderBox(onChange = vi.fn()) {
  renderForm(
    <label>
      Your reply
      <MentionTextarea onChange={onChange} />
    </label>,
  );
  return { box: screen.getByLabelText('Your reply') as HTMLTextAreaElement, onChange };
}

/** Types Devanagari the way an input method commits it: whole text at once, caret at the end. */
function typeText(box: HTMLTextAreaElement, text: string) {
  fireEvent.change(box, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } });
}

describe('the @mention suggestions', () => {
  beforeAll(async () => {
    await initI18n('en', ['forum']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finds the mention being typed, after Devanagari or at the start, but not inside a word or an address', () => {
    expect(mentionAt('@pr', 3)).toEqual({ start: 0, query: 'pr' });
    expect(mentionAt('नमस्ते @pri', 11)).toEqual({ start: 7, query: 'pri' });
    expect(mentionAt('धन्यवाद, @priya.r', 17)).toEqual({ start: 9, query: 'priya.r' });
    expect(mentionAt('mail me at a@b', 14)).toBeNull();
    expect(mentionAt('नमस्ते@pri', 10)).toBeNull();
    expect(mentionAt('just @', 6)).toBeNull();
    expect(mentionAt('@priya and more', 15)).toBeNull();
  });

  it('asks once the typing rests, moves with the arrows, and Enter puts @username in place', async () => {
    const asked = server();
    const { box, onChange } = renderBox();
    box.focus();
    typeText(box, 'नमस्ते @p');
    typeText(box, 'नमस्ते @pr');
    const list = await screen.findByRole('listbox', { name: 'Members you can mention' });
    expect(asked).toEqual(['pr']);
    const options = screen.getAllByRole('option');
    // Each shows its avatar's initials, the username and the name.
    expect(options.map((o) => o.textContent?.replace(/^[A-Z]+/, ''))).toEqual([
      '@priya.rPriya Raman',
      '@prakash_kPrakash Kumar',
      '@pratibha',
    ]);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('नमस्ते @pratibha ');
    expect(box.selectionStart).toBe('नमस्ते @pratibha '.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange.mock.calls.at(-1)?.[0].target.value).toBe('नमस्ते @pratibha ');
  });

  it('Escape closes the list without picking, the next letter opens it, and Tab picks keeping the text after the caret', async () => {
    server();
    const { box } = renderBox();
    box.focus();
    typeText(box, '@pri');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('@pri');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    // The next letter opens it again; what follows the caret stays.
    const text = '@priy के साथ बात हुई';
    fireEvent.change(box, { target: { value: text, selectionStart: 5, selectionEnd: 5 } });
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Tab}');
    expect(box.value).toBe('@priya.r के साथ बात हुई');
    expect(document.activeElement).toBe(box);
  });

  it('asks nothing for an @ alone, and shows no list when nobody matches', async () => {
    const asked = server();
    const { box } = renderBox();
    box.focus();
    typeText(box, 'hello @');
    typeText(box, 'hello @zz');
    await waitFor(() => expect(asked).toEqual(['zz']));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
