import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoryMessages } from '@contracts/stories';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { ShareStoryDialog } from './share-story-dialog';

describe('the share story dialog', () => {
  beforeAll(async () => {
    await initI18n('en', ['stories']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the story on the story field, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'content',
      message: StoryMessages.contentTooLong,
    });
    renderForm(<ShareStoryDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('शीर्षक'), 'Ten years on');
    const story = screen.getByLabelText('आपकी कहानी');
    await userEvent.type(story, 'How I got here.');
    await userEvent.selectOptions(screen.getByLabelText('कैंसर का प्रकार'), 'breast');
    await userEvent.selectOptions(screen.getByLabelText('भाव'), 'hopeful');
    await userEvent.click(screen.getByRole('button', { name: 'कहानी साझा करें' }));
    await waitFor(() => expect(story.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([
      { title: 'Ten years on', content: 'How I got here.', cancerType: 'breast', tone: 'hopeful', isAnonymous: false },
    ]);
    expect(describedText(story)).toBe('कहानी अधिकतम 20000 अक्षरों की हो सकती है।');
  });

  it("refuses a story without its choices with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'content',
      message: StoryMessages.contentTooLong,
    });
    renderForm(<ShareStoryDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('शीर्षक'), 'Ten years on');
    await userEvent.type(screen.getByLabelText('आपकी कहानी'), 'How I got here.');
    await userEvent.click(screen.getByRole('button', { name: 'कहानी साझा करें' }));
    const tone = screen.getByLabelText('भाव');
    await waitFor(() => expect(tone.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(tone)).toBe('कृपया सभी ज़रूरी जानकारी भरें।');
    expect(screen.getByLabelText('कैंसर का प्रकार').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('शीर्षक').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });
});
