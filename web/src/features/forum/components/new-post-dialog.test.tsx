import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForumMessages } from '@contracts/forum';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { NewPostDialog } from './new-post-dialog';

describe('the new post dialog', () => {
  beforeAll(async () => {
    await initI18n('en', ['forum']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the tags on the tags field, in the reader's language", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'tags', message: ForumMessages.tooManyTags });
    renderForm(<NewPostDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('शीर्षक'), 'After chemo');
    await userEvent.type(screen.getByLabelText('आप क्या साझा करना चाहेंगे?'), 'What helped me eat again.');
    const tags = screen.getByLabelText('टैग (कॉमा से अलग करें)');
    await userEvent.type(tags, 'Food, Care');
    await userEvent.click(screen.getByRole('button', { name: 'पोस्ट साझा करें' }));
    await waitFor(() => expect(tags.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([
      {
        title: 'After chemo',
        content: 'What helped me eat again.',
        postType: 'question',
        tags: ['food', 'care'],
        isAnonymous: false,
      },
    ]);
    expect(describedText(tags)).toContain('अधिकतम 8 टैग इस्तेमाल करें।');
  });

  it('says under the text, once the post is anonymous, whom its mentions reach, and asks for suggestions as an anonymous draft', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({ items: [{ username: 'priya.r', fullName: 'Priya Raman', avatarUrl: null }] });
      }),
    );
    renderForm(<NewPostDialog open onOpenChange={() => {}} />);
    const text = screen.getByLabelText('What would you like to share?') as HTMLTextAreaElement;
    const hint = 'While you write anonymously, an @mention reaches only members whom every member can find';
    expect(describedText(text)).not.toContain(hint);
    await userEvent.type(text, '@pr');
    await screen.findByRole('listbox');
    expect(asked.at(-1)).toBe('/api/mentions?q=pr');

    await userEvent.click(screen.getByRole('switch', { name: /Post anonymously/ }));
    expect(describedText(text)).toContain(hint);
    await userEvent.type(text, 'i');
    await waitFor(() => expect(asked.at(-1)).toBe('/api/mentions?q=pri&anonymous=true'));

    await changeLanguage('hi');
    expect(describedText(text)).toContain('गुमनाम रूप से लिखते समय @ज़िक्र सिर्फ़ उन सदस्यों तक पहुँचता है');
  });

  it("refuses an empty title and text with the contract's words in Hindi before anything is sent", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'title', message: ForumMessages.titleTooLong });
    renderForm(<NewPostDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'पोस्ट साझा करें' }));
    const title = screen.getByLabelText('शीर्षक');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(title)).toBe('कृपया अपनी पोस्ट का शीर्षक और सामग्री दोनों लिखें।');
    expect(screen.getByLabelText('आप क्या साझा करना चाहेंगे?').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
