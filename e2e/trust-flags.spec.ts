import { expect, test, type Browser } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

// Issue 41, item 5: when three members of the Member level or above report a post, it is hidden
// until a moderator reviews it, and its author sees it marked so.

async function memberPage(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const id = await signUpViaApi(page.request, baseURL, newMember(name));
  return { page, id, context };
}

test('three flags from trusted members hide a post until reviewed; its author sees it marked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page.request, baseURL!);
  const author = await memberPage(browser, baseURL!, `Rakesh Grant ${stamp}`);
  // A Member's post is published whatever the abuse checks say (a New member's would wait for approval).
  const trust = (id: string) =>
    page.request.put(`/api/admin/users/${id}/trust-level`, {
      data: { level: 'member' },
      headers: { origin: baseURL! },
    });
  expect((await trust(author.id)).ok()).toBeTruthy();
  const title = `Herbal cure for all cancers ${stamp}`;
  const created = await author.page.request.post('/api/forum/posts', {
    data: { title, content: 'Message me to buy it.' },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const postId = (await created.json()).post.id as string;

  const flaggers = [];
  for (const name of ['Kavita Menon', 'Suresh Rao', 'Chitra Nair']) {
    const m = await memberPage(browser, baseURL!, `${name} ${stamp}`);
    // Trusted members: the administrator sets their level (their activity would take days).
    const locked = await trust(m.id);
    expect(locked.ok(), await locked.text()).toBeTruthy();
    flaggers.push(m);
  }
  for (const m of flaggers.slice(0, 2)) {
    const res = await m.page.request.post(`/api/forum/posts/${postId}/reports`, {
      data: { reason: 'spam' },
      headers: { origin: baseURL! },
    });
    expect(res.ok()).toBeTruthy();
  }
  // The third reports it on the page, as a member does.
  const third = flaggers[2]!.page;
  await third.goto(`/forum/${postId}`);
  await third.getByRole('button', { name: 'Report this post' }).click();
  const dialog = third.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(third.getByText('Report Sent').first()).toBeVisible();

  // Hidden from the others, marked for its author.
  await third.goto('/forum');
  await expect(third.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible();
  await expect(third.getByRole('link', { name: title })).toHaveCount(0);
  await author.page.goto(`/forum/${postId}`);
  await expect(author.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(author.page.getByText('Hidden until reviewed')).toBeVisible();
  await author.page.goto('/notifications');
  await expect(author.page.getByText('Your Post Is Hidden for Now')).toBeVisible();
  for (const m of [author, ...flaggers]) await m.context.close();
});
