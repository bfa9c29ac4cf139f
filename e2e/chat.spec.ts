import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CompanionStored, CompanionText, SuggestedPrompts, titleFromMessage } from '../contracts/companion';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';
import { englishTemplate, type Message } from '../contracts/messages';

/** A contract's fixed message in English, as the code defines it. */
const english = (message: Message) => englishTemplate(message.key) as string;

// page.route does not see a request made while a service worker controls the page, so a worker that
// took control first would let a routed request through to the server (seen under load): this
// file's journeys run without it (e2e/pwa.spec.ts tests the service worker).
test.use({ serviceWorkers: 'block' });

// Each journey signs a member up and waits for streamed replies.
test.describe.configure({ timeout: 90_000 });

/** A new member, signed in, on /chat with their first conversation open (greeting shown). */
async function openChat(page: Page, baseURL: string, name = 'Ananya Menon') {
  await signUpViaApi(page.request, baseURL, newMember(name));
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: english(CompanionText.header) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(messages(page).getByText(CompanionStored.greeting)).toBeVisible();
  await expect(page).toHaveURL(/conversation=/);
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
const history = (page: Page) => page.getByRole('complementary');
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message Forti' });
/** Forti's last finished reply (the bubbles of the conversation, newest last). */
const botReplies = (page: Page) => messages(page).locator('ol > li').filter({ hasText: 'Forti said:' });
const lastBotReply = (page: Page) => botReplies(page).last();
/** Waits for Forti's finished reply: the greeting plus `replies` more bubbles, and the box usable again. */
async function expectReplies(page: Page, replies: number) {
  await expect(botReplies(page)).toHaveCount(replies + 1, { timeout: 15_000 });
  await expect(messageBox(page)).toBeEnabled();
}

test('a whole conversation in offline mode, started with a suggested prompt', async ({ page, baseURL }) => {
  await openChat(page, baseURL!);
  await expect(history(page).getByRole('button', { name: 'New Chat', exact: true })).toBeVisible();
  await expect(history(page).getByRole('heading', { name: 'Recent Conversations' })).toBeVisible();
  await expect(history(page).getByRole('list').getByText(CompanionStored.defaultTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick start questions' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Suggested prompts' }).getByRole('button');
  await expect(suggestions).toHaveCount(5);

  const prompt = SuggestedPrompts[0];
  await suggestions.filter({ hasText: prompt }).click();
  await expect(messages(page).getByText(prompt, { exact: true })).toBeVisible();
  // The reply streams in, then stays: practical next steps for a new diagnosis.
  await expect(lastBotReply(page)).toContainText('A few things that may help', { timeout: 15_000 });
  await expect(lastBotReply(page)).toContainText('Write your questions down');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Forti replied:' })).toHaveCount(1);
  await expect(messageBox(page)).toBeEnabled();
  // More than one message: the quick-start questions and prompts step aside.
  await expect(page.getByRole('heading', { name: 'Quick start questions' })).toHaveCount(0);
  // The first message names the conversation (cut to 47 characters and '...').
  const title = titleFromMessage(prompt);
  expect(title.endsWith('...')).toBe(true);
  await expect(history(page).getByRole('button', { name: `Rename ${title}` })).toBeVisible();

  // It is all still there after a reload, in time order.
  await page.reload();
  await expect(messages(page).getByText(prompt, { exact: true })).toBeVisible();
  const texts = await messages(page).locator('ol > li').allInnerTexts();
  expect(texts[0]).toContain("Hello, I'm Forti");
  expect(texts[1]).toContain(prompt);
});

test('Enter sends, Shift+Enter makes a new line, and nothing empty is sent', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Rohan Deshpande');
  const box = messageBox(page);
  await box.click();
  await page.keyboard.press('Enter');
  await box.fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(messages(page).locator('li').filter({ hasText: 'You said:' })).toHaveCount(0);

  await box.fill('My father starts chemotherapy on Monday.');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('How can I help him?');
  await expect(box).toHaveValue('My father starts chemotherapy on Monday.\nHow can I help him?');
  await page.keyboard.press('Enter');
  const mine = messages(page).locator('li').filter({ hasText: 'You said:' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('My father starts chemotherapy on Monday.\nHow can I help him?', {
    useInnerText: true,
  });
  await expect(box).toHaveValue('');
  await expectReplies(page, 1);
  await expect(lastBotReply(page)).not.toContainText(english(CompanionText.failedReply));
});

test('a file is attached with its progress, shown as a chip, and removed', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Kavya Nair');
  // Hold the upload's answer a moment so that its progress can be seen.
  await page.route('**/api/companion/files', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByTestId('chat-file-input').setInputFiles({
    name: 'questions-for-doctor.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('1. What stage is it?\n2. What are the options?\n'),
  });
  await expect(page.getByText(/Uploading 1 of 1… \d+%/)).toBeVisible();
  const chips = page.getByRole('list', { name: 'Attached files' });
  await expect(chips.getByText('questions-for-doctor.txt')).toBeVisible();
  const removal = page.waitForRequest(
    (r) => r.method() === 'DELETE' && /\/api\/companion\/files\/[0-9a-f-]+$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Remove questions-for-doctor.txt' }).click();
  expect((await (await removal).response())?.status()).toBeLessThan(300);
  await expect(chips).toHaveCount(0);
});

test('a refused file type shows the exact error under Upload Error:', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Farhan Qureshi');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/companion/files') && r.method() === 'POST') uploads += 1;
  });
  await page
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'voice-note.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3 not really audio') });
  const alert = page.getByRole('alert').filter({ hasText: 'Upload Error:' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`File type audio/mpeg ${english(CompanionText.fileTypeSuffix)}`);
  expect(uploads).toBe(0);
});

test('the conversation list: a new chat, switching between conversations', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Meenakshi Sundaram');
  await messageBox(page).fill('I am worried about my mother');
  await page.keyboard.press('Enter');
  await expectReplies(page, 1);
  const first = page.url();

  await history(page).getByRole('button', { name: 'New Chat', exact: true }).click();
  await expect(page).not.toHaveURL(first);
  await expect(messages(page).getByText(CompanionStored.greeting)).toBeVisible();
  await expect(messages(page).getByText('I am worried about my mother')).toHaveCount(0);
  const items = history(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Most recently updated first: the fresh 'New Chat' on top.
  await expect(items.first()).toContainText(CompanionStored.defaultTitle);

  await history(page)
    .getByRole('button', { name: /^I am worried about my mother/ })
    .click();
  await expect(messages(page).getByText('I am worried about my mother', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(first);
  await items.filter({ hasText: CompanionStored.defaultTitle }).getByRole('button').first().click();
  await expect(messages(page).getByText('I am worried about my mother')).toHaveCount(0);
});

test('a conversation is renamed, searched for, and deleted after confirmation', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Arjun Pillai');
  await messageBox(page).fill('How do I talk to my children about my diagnosis?');
  await page.keyboard.press('Enter');
  await expectReplies(page, 1);

  await history(page).getByRole('button', { name: 'Rename How do I talk to my children about my diagnosis?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename conversation' });
  await dialog.getByLabel('Title').fill('Talking to the children');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(history(page).getByRole('button', { name: 'Rename Talking to the children' })).toBeVisible();

  await history(page).getByRole('button', { name: 'New Chat', exact: true }).click();
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await history(page).getByRole('searchbox', { name: 'Search conversations' }).fill('children');
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(history(page).getByRole('listitem')).toContainText('Talking to the children');
  await history(page).getByRole('searchbox', { name: 'Search conversations' }).fill('');

  await history(page).getByRole('button', { name: 'Delete Talking to the children' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(history(page).getByRole('button', { name: 'Delete Talking to the children' })).toBeVisible();
  await history(page).getByRole('button', { name: 'Delete Talking to the children' }).click();
  await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(history(page).getByRole('button', { name: 'Delete Talking to the children' })).toHaveCount(0);
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
});

test('a failed reply shows the failed-reply bubble and keeps the member’s message', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Lakshmi Iyer');
  await page.route('**/api/companion/conversations/*/messages', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    }),
  );
  await messageBox(page).fill('Is anyone there?');
  await page.keyboard.press('Enter');
  await expect(messages(page).getByText(english(CompanionText.failedReply))).toBeVisible();
  await expect(messages(page).getByText('Is anyone there?', { exact: true })).toBeVisible();
  await expect(messageBox(page)).toBeEnabled();
});

/** Every message sent from now on is refused as over the limit, with the server's own words and a 42 s wait. */
async function refuseMessagesOverLimit(page: Page, wait: string) {
  await page.route('**/api/companion/conversations/*/messages', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '42' },
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: wait } }),
    }),
  );
}

test.describe('with the service worker blocked', () => {
  test('a message refused over the limit shows when the member can continue and keeps the text', async ({
    page,
    baseURL,
  }) => {
    await openChat(page, baseURL!, 'Gaurav Malhotra');
    const wait = 'You have sent a lot of messages in the last minute. Please wait 42 seconds and try again.';
    await refuseMessagesOverLimit(page, wait);
    await messageBox(page).fill('Can we talk about my scan results?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: wait })).toBeVisible();
    await expect(messageBox(page)).toHaveValue('Can we talk about my scan results?');
    await expect(messages(page).getByText('Can we talk about my scan results?')).toHaveCount(0);
  });
});

test('without voice input on the server, the microphone explains instead of recording', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Ishita Banerjee');
  await page.getByRole('button', { name: 'Voice input' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(english(CompanionText.voiceNotEnabled)),
  ).toBeVisible();
});

test('a message that signals risk gets the helpline reply, its numbers a tap away', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Neha Gupta');
  await messageBox(page).fill('I want to end my life');
  await page.keyboard.press('Enter');
  const reply = lastBotReply(page);
  await expect(reply).toContainText('14416', { timeout: 15_000 });
  for (const number of ['14416', '18008914416', '112', '108'])
    await expect(reply.locator(`a[href="tel:${number}"]`).first()).toBeVisible();
});

test('/chat with a conversation open has no serious or critical accessibility violation', async ({ page, baseURL }) => {
  await openChat(page, baseURL!, 'Divya Reddy');
  await expectNoSeriousA11yViolations(page);
  await messageBox(page).fill('I feel scared and low today.');
  await page.keyboard.press('Enter');
  await expect(lastBotReply(page)).toContainText('14416', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a medical emergency in Hindi is answered with numbers to tap, within the screen', async ({ page, baseURL }) => {
    await openChat(page, baseURL!, 'Kavita Joshi');
    await messageBox(page).fill('माँ बेहोश हो गई हैं और साँस नहीं ले पा रहीं');
    await page.keyboard.press('Enter');
    const reply = lastBotReply(page);
    await expect(reply).toContainText('108', { timeout: 15_000 });
    const ambulance = reply.locator('a[href="tel:108"]').first();
    await expect(ambulance).toBeVisible();
    const box = await ambulance.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  });

  test('the chat history is a drawer with an overlay', async ({ page, baseURL }) => {
    await openChat(page, baseURL!, 'Sanjay Verma');
    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noHorizontalScroll).toBe(true);
    await expect(page.getByRole('heading', { name: 'Chat History' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Chat History' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Chat History' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'New Chat', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(360, 400); // the overlay, right of the drawer
    await expect(drawer).toHaveCount(0);

    await open.click();
    await drawer.getByRole('button', { name: 'New Chat', exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await open.click();
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await drawer.getByRole('listitem').last().getByRole('button').first().click();
    await expect(drawer).toHaveCount(0);
    await expect(messages(page).getByText(CompanionStored.greeting)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
  });
});

test.describe('in Hindi', () => {
  const hi = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'web/src/locales/hi/companion.json'), 'utf8'),
  );
  // The contract's own messages in Hindi, by key (decision 0073): what a form shows under a refused field.
  const hiContract = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'contracts/locales/hi/companion.json'), 'utf8'),
  );
  const hiMessages = (page: Page) => page.getByRole('region', { name: hi.messages.region });
  const hiBox = (page: Page) => page.getByRole('textbox', { name: hi.composer.label });
  const hiHistory = (page: Page) => page.getByRole('complementary');

  /** A new member who reads the site in Hindi, on /chat with the greeting in Hindi. */
  async function openHindiChat(page: Page, baseURL: string, name: string) {
    await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
    await signUpViaApi(page.request, baseURL, newMember(name));
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: hi.header })).toBeVisible({ timeout: 20_000 });
    await expect(hiMessages(page).getByText(hi.greeting)).toBeVisible();
    await expect(page).toHaveURL(/conversation=/);
  }

  test('the page, the conversation list and the rename and delete dialogs speak Hindi', async ({ page, baseURL }) => {
    await openHindiChat(page, baseURL!, 'Pooja Chauhan');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(hiHistory(page).getByRole('heading', { name: hi.history.heading })).toBeVisible();
    await expect(hiHistory(page).getByRole('heading', { name: hi.history.recent })).toBeVisible();
    // The untouched default title is shown in Hindi.
    await expect(hiHistory(page).getByRole('list').getByText(hi.defaultTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: hi.prompts.heading }).getByRole('button')).toHaveCount(5);
    await expect(page.getByRole('button', { name: hi.composer.send })).toBeDisabled();
    await expect(page.getByText(hi.disclaimer)).toBeVisible();

    await hiBox(page).fill('मेरी माँ की कीमोथेरेपी अगले हफ़्ते शुरू होगी');
    await page.keyboard.press('Enter');
    await expect(hiMessages(page).locator('ol > li').filter({ hasText: hi.messages.fortiSaid.trim() })).toHaveCount(2, {
      timeout: 15_000,
    });
    await expect(hiBox(page)).toBeEnabled();
    const title = 'मेरी माँ की कीमोथेरेपी अगले हफ़्ते शुरू होगी';

    // Rename: an empty title is refused in Hindi, a new one is saved.
    await hiHistory(page)
      .getByRole('button', { name: hi.history.rename.replace('{{title}}', title) })
      .click();
    const rename = page.getByRole('dialog', { name: hi.rename.title });
    await rename.getByLabel(hi.rename.field).fill('   ');
    await rename.getByRole('button', { name: hi.rename.save }).click();
    await expect(rename.getByText(hiContract.titleRequired)).toBeVisible();
    await rename.getByLabel(hi.rename.field).fill('माँ का इलाज');
    await rename.getByRole('button', { name: hi.rename.save }).click();
    await expect(rename).toHaveCount(0);
    await expect(page.getByText(hi.rename.done)).toBeVisible();

    // Delete, after a confirmation in Hindi.
    await hiHistory(page)
      .getByRole('button', { name: hi.history.delete.replace('{{title}}', 'माँ का इलाज') })
      .click();
    const remove = page.getByRole('dialog', { name: hi.delete.title });
    await expect(remove).toContainText(hi.delete.description.replace('{{title}}', 'माँ का इलाज'));
    await remove.getByRole('button', { name: hi.delete.confirm }).click();
    await expect(remove).toHaveCount(0);
    await expect(page.getByText(hi.delete.done)).toBeVisible();
    await expect(
      hiHistory(page).getByRole('button', { name: hi.history.rename.replace('{{title}}', 'माँ का इलाज') }),
    ).toHaveCount(0);
  });

  test('a failed reply and a refusal are told in Hindi, and the reply is asked for in Hindi', async ({
    page,
    baseURL,
  }) => {
    await openHindiChat(page, baseURL!, 'Rakesh Yadav');
    let asked = '';
    await page.route('**/api/companion/conversations/*/messages', (route) => {
      asked = route.request().headers()['accept-language'] ?? '';
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
      });
    });
    await hiBox(page).fill('क्या कोई है?');
    await page.keyboard.press('Enter');
    await expect(hiMessages(page).getByText(hi.failedReply)).toBeVisible();
    await expect(hiMessages(page).getByText('क्या कोई है?', { exact: true })).toBeVisible();
    expect(asked).toBe('hi-IN');

    await page.unroute('**/api/companion/conversations/*/messages');
    const wait = 'आपने कम समय में बहुत सारे संदेश भेजे हैं। कृपया 42 सेकंड रुककर फिर कोशिश करें।';
    await refuseMessagesOverLimit(page, wait);
    await hiBox(page).fill('मेरी रिपोर्ट के बारे में बात करें?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: wait })).toBeVisible();
    await expect(hiBox(page)).toHaveValue('मेरी रिपोर्ट के बारे में बात करें?');
  });

  test('/chat in Hindi has no serious or critical accessibility violation', async ({ page, baseURL }) => {
    await openHindiChat(page, baseURL!, 'Anjali Saxena');
    await page
      .getByRole('region', { name: hi.quickStart.heading })
      .getByRole('button', { name: hi.quickStart.items.scared })
      .click();
    await expect(hiMessages(page).locator('ol > li').filter({ hasText: hi.messages.fortiSaid.trim() })).toHaveCount(2, {
      timeout: 15_000,
    });
    await expect(hiBox(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});
