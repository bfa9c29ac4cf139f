import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { CONCERN_POST, HINDI_MEDICAL_CRISIS_POST, memberIn, sharePost } from './safety-levels-support';

/**
 * The two levels of the private card (decision 0058): a *concern* gets a gentle card at the foot of
 * the page and nothing else (no queue item); a *crisis* gets the full card and, for a public post,
 * an urgent item in the moderation queue. At a phone's width: safety-levels.mobile.spec.ts.
 */

/** The open moderation queue as the administrator's screen reads it: the items about one post. */
async function queueItemsAbout(admin: APIRequestContext, postId: string) {
  const res = await admin.get('/api/admin/reports?status=open&limit=100');
  expect(res.ok(), await res.text()).toBeTruthy();
  const queue = (await res.json()) as { items: { targetId: string; crisis: string | null }[] };
  return queue.items.filter((item) => item.targetId === postId);
}

test('a post that signals a concern shows its author a gentle card that blocks nothing, and files nothing for the moderators', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await memberIn(browser, baseURL!, 'Meera Iyer');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const post = await sharePost(page, CONCERN_POST, 'en');
  expect(post.safety).toEqual({ kind: 'self_harm', level: 'concern' });

  const card = page.getByTestId('concern-card');
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'It sounds like a lot to carry right now' })).toBeVisible();
  await expect(card).toContainText('Tele-MANAS counsellors listen at any hour, free and in confidence');
  await expect(card).toContainText('Your post was shared as you wrote it.');
  for (const number of ['14416', '18008914416']) await expect(card.locator(`a[href="tel:${number}"]`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Your safety plan, for the harder days' })).toHaveAttribute(
    'href',
    '/safety-plan',
  );
  await expect(card).not.toContainText(/detect|notic|flag|system/i);
  // Not the crisis card, and no dialog: the page is there to use, the post as written.
  await expect(page.getByTestId('crisis-card')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CONCERN_POST.title, level: 1 })).toBeVisible();
  await expect(page.getByText(CONCERN_POST.content)).toBeVisible();
  await page.getByLabel('Write a reply').fill('Thank you all for listening.');
  await expect(page.getByLabel('Write a reply')).toHaveValue('Thank you all for listening.');
  // No toast over it, and with reduced motion it does not slide.
  await expect(page.getByText('Post Created')).toHaveCount(0);
  expect(await card.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))).toBeLessThan(0.01);
  await expectNoSeriousA11yViolations(page);

  // Reachable by keyboard: Tab from the reply box comes to the card's close button, and its links.
  let inCard = false;
  for (let i = 0; i < 80 && !inCard; i++) {
    await page.keyboard.press('Tab');
    inCard = await card.evaluate((el) => el.contains(document.activeElement));
  }
  expect(inCard).toBe(true);
  await expect(card.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.locator('a[href="tel:14416"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  // The moderators' queue holds nothing about it: a concern is the author's alone.
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin.request, baseURL!);
  expect(await queueItemsAbout(admin.request, post.id)).toEqual([]);
  await admin.close();
});

test('a Hindi post about a medical emergency shows the emergency card in Hindi, whose main button calls 108, and reaches the queue', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await memberIn(browser, baseURL!, 'Rakesh Verma', 'hi');
  const post = await sharePost(page, HINDI_MEDICAL_CRISIS_POST, 'hi');
  expect(post.safety).toEqual({ kind: 'medical_emergency', level: 'crisis' });

  const card = page.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'यह मेडिकल इमरजेंसी हो सकती है' })).toBeVisible();
  await expect(card).toHaveAttribute('data-kind', 'medical_emergency');
  await expect(card).toContainText('अभी 108 (एम्बुलेंस) या 112 (इमरजेंसी) पर कॉल करें');
  await expect(card).toContainText('आपकी पोस्ट वैसे ही साझा हो गई है');
  const primary = card.locator('[data-primary-action]');
  await expect(primary).toHaveText('108 पर कॉल करें');
  await expect(primary).toHaveAttribute('href', 'tel:108');
  // The suicide safety plan is not what a medical emergency needs.
  await expect(card.locator('a[href="/safety-plan"]')).toHaveCount(0);
  await expect(page.getByTestId('concern-card')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin.request, baseURL!);
  expect(await queueItemsAbout(admin.request, post.id)).toEqual([
    expect.objectContaining({ targetId: post.id, crisis: 'medical_emergency' }),
  ]);
  await admin.close();
});
