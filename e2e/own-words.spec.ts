import { expect, test } from '@playwright/test';
import { memberIn, postAs, shot } from './own-words-support';

/**
 * Issue 44, authors own their words: a member edits, then deletes, their own post (after a
 * confirmation, by keyboard), and it is gone for another reader; nobody else is offered the menu.
 */
test('a member edits and then deletes their own post, and another reader finds it gone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const author = await memberIn(browser, baseURL!, 'Sunita Verma');
  const reader = await memberIn(browser, baseURL!, 'Ramesh Iyer');
  const title = `Newly diagnosed in Lucknow ${Date.now()}`;
  const id = await postAs(author, baseURL!, {
    title,
    content: 'I am Sunita Verma from Aliganj, breast cancer stage 2.',
  });

  // Another member reads it, and has no menu of the author's.
  await reader.goto(`/forum/${id}`);
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Actions for this post' })).toHaveCount(0);

  // The author edits it: the words change, and it says 'edited'.
  await author.goto(`/forum/${id}`);
  await author.getByRole('button', { name: 'Actions for this post' }).click();
  await expect(author.getByRole('menuitem', { name: 'Make anonymous' })).toBeVisible();
  await shot(author, 'menu-en-1280');
  await author.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = author.getByRole('dialog', { name: 'Edit your post' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByLabel('What would you like to share?').fill('Breast cancer, stage 2. Looking for others near me.');
  await shot(author, 'edit-en-1280');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(author.getByText('Breast cancer, stage 2. Looking for others near me.')).toBeVisible();
  await expect(author.getByText('edited', { exact: true })).toBeVisible();
  await reader.reload();
  await expect(reader.getByText('Breast cancer, stage 2. Looking for others near me.')).toBeVisible();
  await expect(reader.getByText('Aliganj')).toHaveCount(0);

  // Deleting asks first, by keyboard: Escape keeps the post; confirming removes it.
  const menu = author.getByRole('button', { name: 'Actions for this post' });
  await menu.focus();
  await author.keyboard.press('Enter');
  await author.keyboard.press('End');
  await expect(author.getByRole('menuitem', { name: 'Delete post' })).toBeFocused();
  await author.keyboard.press('Enter');
  const confirm = author.getByRole('dialog', { name: 'Delete this post?' });
  await expect(confirm).toBeVisible();
  await shot(author, 'confirm-en-1280');
  await author.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(author.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await menu.click();
  await author.getByRole('menuitem', { name: 'Delete post' }).click();
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(author).toHaveURL(/\/forum$/);
  await expect(author.getByText('Post Deleted').first()).toBeVisible();

  // Gone for the other reader: the page, the list and the search.
  await reader.reload();
  await expect(reader.getByText('Post not found')).toBeVisible();
  await reader.goto(`/forum?q=${encodeURIComponent('Lucknow')}`);
  await expect(reader.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible();
  await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
  expect((await reader.request.get(`/api/forum/posts/${id}`)).status()).toBe(404);
});

test('in Hindi, the menu and the edited mark at 1280 px (screenshots)', async ({ browser, baseURL }) => {
  const author = await memberIn(browser, baseURL!, 'Sunita Verma', 'hi');
  const id = await postAs(author, baseURL!, { title: 'लखनऊ से, नया डायग्नोसिस', content: 'मुझे स्तन कैंसर है।' });
  await author.request.patch(`/api/forum/posts/${id}`, {
    data: { title: 'लखनऊ से, नया डायग्नोसिस', content: 'मुझे स्तन कैंसर है। दूसरी स्टेज।' },
    headers: { origin: baseURL! },
  });
  await author.goto(`/forum/${id}`);
  await expect(author.getByText('बदला गया', { exact: true })).toBeVisible();
  await author.getByRole('button', { name: 'इस पोस्ट के विकल्प' }).click();
  await expect(author.getByRole('menuitem', { name: 'गुमनाम करें' })).toBeVisible();
  await shot(author, 'menu-hi-1280');
  await author.getByRole('menuitem', { name: 'पोस्ट हटाएँ' }).click();
  await expect(author.getByRole('dialog', { name: 'यह पोस्ट हटाएँ?' })).toBeVisible();
  await shot(author, 'confirm-hi-1280');
});
