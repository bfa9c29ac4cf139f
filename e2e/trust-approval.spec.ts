import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

// Issue 41: with pre-moderation on, a new member's first post waits; an administrator approves it
// and the author is told. The switch is turned back off as soon as the post is sent, so that the
// other journeys sharing this server are not held.

test('with pre-moderation on, a first post waits, an administrator approves it and the author is told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page.request, baseURL!);
  const authorContext = await browser.newContext({ baseURL });
  const author = await authorContext.newPage();
  await signUpViaApi(author.request, baseURL!, newMember('Lakshmi Nair'));
  const title = `My first post ${Date.now()}`;

  // The administrator turns pre-moderation on in the Trust tab.
  await page.goto('/admin?tab=trust');
  await page.getByLabel('Pre-moderation').selectOption('firstPosts');
  await page.getByRole('button', { name: 'Save trust settings' }).click();
  await expect(page.getByText('Trust settings saved.')).toBeVisible();
  try {
    await author.goto('/forum');
    await author.getByRole('button', { name: 'New Post' }).click();
    const dialog = author.getByRole('dialog', { name: 'Share with the Community' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('What would you like to share?').fill('Hello everyone, my father starts chemo next week.');
    await dialog.getByRole('button', { name: 'Share Post' }).click();
    await expect(author.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  } finally {
    await page.request.put('/api/admin/trust/settings', {
      data: { ...(await (await page.request.get('/api/admin/trust/settings')).json()), preModeration: 'off' },
      headers: { origin: baseURL! },
    });
  }
  // The author sees it marked; another member does not see it at all.
  await expect(author.getByText('Waiting for approval').first()).toBeVisible();
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signUpViaApi(other.request, baseURL!, newMember('Arjun Mehta'));
  await other.goto('/forum');
  await expect(other.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible();
  await expect(other.getByRole('link', { name: title })).toHaveCount(0);

  // The administrator finds it at the head of the moderation queue and approves it.
  await page.goto('/admin?tab=moderation');
  const waiting = page.getByRole('region', { name: /Waiting for approval/ });
  const card = waiting.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText("A new member's first post");
  await card.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Published. Lakshmi Nair is told.')).toBeVisible();

  // Everyone sees it now, and the author is told.
  await other.goto('/forum');
  await expect(other.getByRole('link', { name: title })).toBeVisible();
  await author.goto('/notifications');
  await expect(author.getByText('Your Post Is Published')).toBeVisible();
  await authorContext.close();
  await otherContext.close();
});
