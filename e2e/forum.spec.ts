import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

test('a member shares a post with tags, hearts it, replies and answers the reply, and finds it by search and role', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Sunita Kulkarni'));
  const title = `Radiation fatigue tips ${Date.now()}`;
  await page.goto('/forum');
  await expect(page.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with the Community' });
  // Both title and content are needed: the specification's words, and nothing is sent.
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(page.getByText('Please provide both a title and content for your post.').first()).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('What would you like to share?')
    .fill('Week three of radiation.\nWhat helped your tiredness?');
  await dialog.getByLabel('Post type').selectOption('experience');
  await dialog.getByLabel('Tags (comma-separated)').fill(' Radiation, , FATIGUE ');
  await expect(dialog.getByText('Will be saved as: #radiation #fatigue')).toBeVisible();
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(page.getByText('Post Created').first()).toBeVisible();

  // The post's page: tags lower-cased, a heart that stays after a reload.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '#radiation' })).toBeVisible();
  await expect(page.getByRole('link', { name: '#fatigue' })).toBeVisible();
  const heart = page.getByRole('button', { name: /heart this post$/ });
  await heart.click();
  await expect(page.getByRole('button', { name: /^1 heart: take back your heart$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: /^1 heart: take back your heart$/ })).toBeVisible();

  // A reply, and an answer to it.
  await page.getByLabel('Write a reply').fill('Short walks in the evening helped me.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('heading', { name: '1 reply' })).toBeVisible();
  await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
  await page.getByLabel(/^Reply to/).fill('And drinking enough water.');
  await page.getByRole('button', { name: 'Send reply' }).first().click();
  await expect(page.getByRole('heading', { name: '2 replies' })).toBeVisible();
  await expect(page.getByText('And drinking enough water.')).toBeVisible();

  // Found by a word of its content, and under its author's role only.
  await page.goto(`/forum?q=${encodeURIComponent('tiredness')}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByLabel("Filter by the author's role").selectOption('caregiver');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expect(page.getByText('No Posts Found')).toBeVisible();
  await page.getByLabel("Filter by the author's role").selectOption('patient');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // Said under the filter: anonymous posts are left out, since they would tell their author's role.
  await expect(
    page.getByText(
      "Anonymous posts are not shown while a role is chosen: showing them would tell their author's role.",
    ),
  ).toBeVisible();
  await page.getByLabel("Filter by the author's role").selectOption('');
  await expect(page.getByText('Anonymous posts are not shown while a role is chosen', { exact: false })).toHaveCount(0);
});

test('a visitor reads the forum and is asked to sign in to post; search finds Hindi', async ({ page }) => {
  await page.goto('/forum');
  await expect(page.getByRole('link', { name: 'Sign In to Post' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Post' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search the forum' }).fill('कीमोथेरेपी');
  await expect(page.getByRole('link', { name: 'कीमोथेरेपी के दौरान खाने में क्या मदद करता है?' })).toBeVisible();
});

test('an admin deletes a post after confirming', async ({ page, request, baseURL }) => {
  const author = newMember('Harish Reddy');
  await signUpViaApi(request, baseURL!, author);
  const res = await request.post('/api/forum/posts', {
    data: { title: 'A post to remove', content: 'Off-topic.' },
    headers: { origin: baseURL! },
  });
  const id = (await res.json()).post.id as string;
  await signInAsAdmin(page.request, baseURL!);
  await page.goto(`/forum/${id}`);
  // The menu shows an administrator only what the server allows them: Delete, not Edit.
  await page.getByRole('button', { name: 'Actions for this post' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete post' }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByText('Post Deleted').first()).toBeVisible();
  expect((await request.get(`/api/forum/posts/${id}`)).status()).toBe(404);
});
