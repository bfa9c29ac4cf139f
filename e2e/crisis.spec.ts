import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signInAsAdmin, signUpViaApi } from './support';

/**
 * Crisis signals in the community (issue 20, decision 0032): what a member shares is posted as
 * usual, its author alone sees a kind card with helplines, and moderators see public content
 * at the top of their queue, live.
 */
async function memberIn(
  browser: Browser,
  baseURL: string,
  name: string,
  language?: 'hi',
): Promise<{ page: Page; id: string; name: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (language) await page.addInitScript((l) => localStorage.setItem('fn-language', l), language);
  const id = await signUpViaApi(page.request, baseURL, newMember(name));
  return { page, id, name };
}

const HINDI_RISK = 'मैं आत्महत्या के बारे में सोच रहा हूँ';

async function expectHelplines(card: ReturnType<Page['getByTestId']>) {
  for (const number of ['14416', '18008914416', '112', '108'])
    await expect(card.locator(`a[href="tel:${number}"]`)).toBeVisible();
  await expect(card.locator('a[href="/safety-plan"]')).toBeVisible();
  await expect(card).not.toContainText(/KIRAN|1800-599-0019/);
}

test('a member who writes of suicide in Hindi in a forum post sees a private card in Hindi with helplines; the post is shared as written', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const member = await memberIn(browser, baseURL!, `Sunita Rao ${stamp}`, 'hi');
  const { page } = member;
  const title = `आज की रात ${stamp}`;
  await page.goto('/forum');
  await page.getByRole('button', { name: 'नई पोस्ट' }).click();
  const dialog = page.getByRole('dialog', { name: 'समुदाय के साथ साझा करें' });
  await dialog.getByLabel('शीर्षक').fill(title);
  await dialog.getByLabel('आप क्या साझा करना चाहेंगे?').fill(HINDI_RISK);
  await dialog.getByRole('button', { name: 'पोस्ट साझा करें' }).click();

  const card = page.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'आप अकेले नहीं हैं' })).toBeVisible();
  await expect(card).toHaveAttribute('data-kind', 'self_harm');
  await expect(card).toContainText('मुफ़्त');
  await expect(card).toContainText('आपकी पोस्ट वैसे ही साझा हो गई है');
  await expectHelplines(card);
  // Focus is on the card's heading.
  await expect(card.getByRole('heading', { name: 'आप अकेले नहीं हैं' })).toBeFocused();
  // The card says the post was shared: no toast covers it.
  await expect(page.getByText('पोस्ट बनाई गई')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/crisis-card-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(card).toBeVisible();
  // Readable at a phone's width: nothing wider than the screen.
  expect(
    await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().width <= 375),
  ).toBe(true);
  await page.screenshot({ path: 'test-results/crisis-card-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Keyboard: Tab stays inside the card.
  await page.keyboard.press('Tab');
  expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // It stays until dismissed; then the post is there as written.
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(HINDI_RISK)).toBeVisible();

  // Another member reading the post sees no card.
  const reader = await memberIn(browser, baseURL!, `Reader ${stamp}`);
  await reader.page.goto(page.url());
  await expect(reader.page.getByText(HINDI_RISK)).toBeVisible();
  await expect(reader.page.getByTestId('crisis-card')).toHaveCount(0);
});

test('an administrator with the moderation queue open sees a possible crisis arrive live, urgent and first', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  // An ordinary report waits in the queue already.
  const author = await memberIn(browser, baseURL!, `Author ${stamp}`);
  const plain = await author.page.request.post('/api/forum/posts', {
    data: { title: `Pillows ${stamp}`, content: 'Which pillow helps after surgery?', postType: 'question' },
    headers: { origin: baseURL! },
  });
  const reporter = await memberIn(browser, baseURL!, `Reporter ${stamp}`);
  await reporter.page.request.post(`/api/forum/posts/${(await plain.json()).post.id}/reports`, {
    data: { reason: 'spam' },
    headers: { origin: baseURL! },
  });

  await signInAsAdmin(page.request, baseURL!);
  await page.goto('/admin?tab=moderation');
  await expect(page.locator('html[data-realtime="open"]')).toHaveCount(1);
  const list = page.getByRole('list', { name: 'Reports' });
  await expect(list.getByRole('listitem').filter({ hasText: `Pillows ${stamp}` })).toBeVisible();

  const title = `Tonight ${stamp}`;
  const risky = await author.page.request.post('/api/forum/posts', {
    data: { title, content: 'जीने का मन नहीं करता', postType: 'support', isAnonymous: true },
    headers: { origin: baseURL! },
  });
  expect((await risky.json()).safety).toEqual({ kind: 'self_harm', level: 'crisis' });

  // Without a reload: the notice, and the item at the top of the queue, marked urgent, its author anonymous.
  await expect(page.getByText('Possible Crisis: Someone May Need Help').first()).toBeVisible();
  const item = list.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Urgent: possible crisis');
  await expect(item).toContainText('Possible risk of self-harm');
  await expect(item).toContainText('Anonymous');
  await expect(item).not.toContainText(author.name);
  await expect(list.getByRole('listitem').first()).toContainText('Urgent: possible crisis');
  const items = await list.getByRole('listitem').allTextContents();
  expect(items.findIndex((t) => t.includes(title))).toBeLessThan(
    items.findIndex((t) => t.includes(`Pillows ${stamp}`)),
  );

  // Resolved like a report.
  await item.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('dialog', { name: 'Dismiss' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(item).toHaveCount(0);
});

test('a private message that signals a risk shows the card to its sender only', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const sender = await memberIn(browser, baseURL!, `Pooja Nair ${stamp}`);
  const recipient = await memberIn(browser, baseURL!, `Imran Khan ${stamp}`);
  const request = await sender.page.request.post('/api/connections', {
    data: { receiverId: recipient.id },
    headers: { origin: baseURL! },
  });
  expect(request.ok(), await request.text()).toBeTruthy();
  const accepted = await recipient.page.request.patch(`/api/connections/${(await request.json()).id}`, {
    data: { action: 'accept' },
    headers: { origin: baseURL! },
  });
  expect(accepted.ok()).toBeTruthy();

  await recipient.page.goto(`/messages/${sender.id}`);
  await expect(recipient.page.locator('html[data-realtime="open"]')).toHaveCount(1);
  await sender.page.goto(`/messages/${recipient.id}`);
  const text = 'I want to end my life, I am so tired of all this.';
  await sender.page.getByLabel('Your message').fill(text);
  await sender.page.getByLabel('Your message').press('Enter');

  const card = sender.page.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  await expect(sender.page.getByRole('dialog', { name: 'You are not alone' })).toBeVisible();
  await expect(card).toContainText('Your message was sent as you wrote it.');
  await expectHelplines(card);
  await card.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toHaveCount(0);
  await expect(sender.page.getByRole('log').getByText(text)).toBeVisible();

  // The recipient gets the message live, and nothing else.
  await expect(recipient.page.getByRole('log').getByText(text)).toBeVisible();
  await expect(recipient.page.getByTestId('crisis-card')).toHaveCount(0);
  await expect(recipient.page.getByText('You are not alone')).toHaveCount(0);
});
