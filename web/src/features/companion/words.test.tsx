import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CompanionLimits,
  CompanionStored,
  CompanionText,
  QuickStartQuestions,
  SuggestedPrompts,
} from '@contracts/companion';
import { englishTemplate, type Message } from '@contracts/messages';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/companion.json';
import hi from '@/locales/hi/companion.json';
import { checkTitle } from './components/conversation-dialogs';
import { MessageList } from './components/message-list';
import { QuickStart } from './components/quick-start';
import { newQueryClient, providers, setLanguage } from './testing/i18n';
import { checkFile } from './use-attachments';
import { conversationTitle, messageText, promptKeys, quickStartKeys } from './words';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
/** A contract message's English, as the code defines it. */
const english = (message: Message) => englishTemplate(message.key) as string;
const wrapper = providers(newQueryClient());

describe('the English catalog is the specification', () => {
  it("has the contract's prompts and quick-start questions, in order", () => {
    expect(promptKeys.map((k) => en.prompts.items[k])).toEqual([...SuggestedPrompts]);
    expect(quickStartKeys.map((k) => en.quickStart.items[k])).toEqual([...QuickStartQuestions]);
    expect(Object.keys(en.prompts.items)).toEqual([...promptKeys]);
    expect(Object.keys(en.quickStart.items)).toEqual([...quickStartKeys]);
  });

  it("has the contract's fixed texts word for word", () => {
    expect(en.header).toBe(english(CompanionText.header));
    expect(en.greeting).toBe(CompanionStored.greeting);
    expect(en.failedReply).toBe(english(CompanionText.failedReply));
    expect(en.defaultTitle).toBe(CompanionStored.defaultTitle);
    expect(en.attachments.tooLarge).toBe(english(CompanionText.fileTooLarge));
    expect(en.voice.notEnabled).toBe(english(CompanionText.voiceNotEnabled));
    expect(en.voice.recordingFailed).toBe(english(CompanionText.recordingFailed));
    expect(en.voice.transcriptionFailed).toBe(english(CompanionText.transcriptionFailed));
    expect(en.voice.noActiveRecording).toBe(english(CompanionText.noActiveRecording));
  });

  it('has Hindi prompts in Devanagari, each different from the English', () => {
    for (const key of promptKeys) expect(hi.prompts.items[key]).toMatch(/[\u0900-\u097F]/);
    for (const key of quickStartKeys) expect(hi.quickStart.items[key]).toMatch(/[\u0900-\u097F]/);
  });
});

describe('the words of the page, in the page language', () => {
  beforeEach(() => setLanguage('en'));

  it('shows the saved English greeting and the failed-reply bubble in Hindi on a Hindi page, and the rest as written', async () => {
    await setLanguage('hi');
    expect(messageText(t, { sender: 'bot', message: CompanionStored.greeting, isGreeting: true })).toBe(hi.greeting);
    expect(messageText(t, { sender: 'bot', message: '', local: 'failed' })).toBe(hi.failedReply);
    expect(messageText(t, { sender: 'bot', message: 'A reply Forti wrote' })).toBe('A reply Forti wrote');
    // A member who types the greeting's words has said them: they stay as written.
    expect(messageText(t, { sender: 'user', message: CompanionStored.greeting })).toBe(CompanionStored.greeting);
    expect(conversationTitle(t, CompanionStored.defaultTitle)).toBe('नई बातचीत');
    expect(conversationTitle(t, 'Scans on Monday')).toBe('Scans on Monday');
  });

  it('checks a new title with the contract and says why in the page language', async () => {
    expect(checkTitle(t, '  Talking to the children  ')).toEqual({ title: 'Talking to the children' });
    expect(checkTitle(t, '   ')).toEqual({ error: 'Please enter a title.' });
    expect(checkTitle(t, 'x'.repeat(CompanionLimits.titleMax + 1))).toEqual({
      error: `Titles are at most ${CompanionLimits.titleMax} characters.`,
    });
    expect(checkTitle(t, 'x'.repeat(CompanionLimits.titleMax))).toEqual({
      title: 'x'.repeat(CompanionLimits.titleMax),
    });
    await setLanguage('hi');
    expect(checkTitle(t, '')).toEqual({ error: 'कृपया शीर्षक लिखें।' });
  });

  it("checks a file before upload with the specification's words", async () => {
    const allowed = ['image/png', 'text/plain'];
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });
    expect(checkFile(t, file('text/plain', 10), allowed, 100)).toBeNull();
    expect(checkFile(t, file('audio/mpeg', 10), allowed, 100)).toBe(
      `File type audio/mpeg ${english(CompanionText.fileTypeSuffix)}`,
    );
    expect(checkFile(t, file('', 10), allowed, 100)).toBe(`File type unknown ${english(CompanionText.fileTypeSuffix)}`);
    expect(checkFile(t, file('image/png', 101), allowed, 100)).toBe(english(CompanionText.fileTooLarge));
    await setLanguage('hi');
    expect(checkFile(t, file('audio/mpeg', 10), allowed, 100)).toBe(
      hi.attachments.typeNotSupported.replace('{{type}}', 'audio/mpeg'),
    );
  });
});

describe('quick-start questions and suggested prompts', () => {
  beforeEach(() => setLanguage('en'));

  it('sends a quick-start question in Hindi on a Hindi page', async () => {
    await setLanguage('hi');
    const onPick = vi.fn();
    render(<QuickStart isDisabled={false} onPick={onPick} />, { wrapper });
    expect(screen.getByRole('heading', { name: hi.quickStart.heading })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: hi.quickStart.items.cost }));
    expect(onPick).toHaveBeenCalledWith(hi.quickStart.items.cost);
  });

  it('sends the English question on an English page, and none while Forti replies', () => {
    const onPick = vi.fn();
    const { rerender } = render(<QuickStart isDisabled={false} onPick={onPick} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: QuickStartQuestions[0] }));
    expect(onPick).toHaveBeenLastCalledWith(QuickStartQuestions[0]);
    rerender(<QuickStart isDisabled onPick={onPick} />);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('shows the greeting and five prompts in Hindi for a new conversation, and sends the Hindi prompt', async () => {
    await setLanguage('hi');
    const onPick = vi.fn();
    render(
      <MessageList
        conversationId="c1"
        messages={[
          {
            id: 'g1',
            conversationId: 'c1',
            sender: 'bot',
            message: CompanionStored.greeting,
            isGreeting: true,
            createdAt: new Date().toISOString(),
            attachments: [],
          },
        ]}
        pendingText={null}
        canPickPrompt
        onPickPrompt={onPick}
        olderCursor={null}
        onLoadOlder={async () => undefined}
      />,
      { wrapper },
    );
    const region = screen.getByRole('region', { name: hi.messages.region });
    expect(within(region).getByText(hi.greeting)).toBeTruthy();
    expect(within(region).getByText(hi.messages.fortiSaid.trim())).toBeTruthy();
    const prompts = within(region).getAllByRole('button');
    expect(prompts.map((b) => b.textContent)).toEqual(promptKeys.map((k) => hi.prompts.items[k]));
    fireEvent.click(prompts[0]!);
    expect(onPick).toHaveBeenCalledWith(hi.prompts.items.newDiagnosis);
  });
});
