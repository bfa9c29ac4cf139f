import { expect, test } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

// Issue 41: what a new member cannot do yet, said kindly, with their words kept.

const words =
  'Three places that helped us: https://tmc.gov.in/patients, www.cancerindia.org.in and pmjay.gov.in for the scheme.';

test("a new member's post with three links is refused with the reason, and the text stays; the profile says what comes next", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Meena Pillai'));
  await page.goto('/forum');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with the Community' });
  const title = `Where we found help ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('What would you like to share?').fill(words);
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(
    dialog.getByText('New members can share up to 1 link or picture in a post for now.', { exact: false }),
  ).toBeVisible();
  // Nothing was lost: the dialog is open with the title and the words as written.
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('What would you like to share?')).toHaveValue(words);

  // Keeping one link, the post is shared.
  await dialog.getByLabel('What would you like to share?').fill('The scheme that helped us: pmjay.gov.in');
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The profile says the level and what to do next.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your trust level' })).toBeVisible();
  await expect(page.getByTestId('trust-level')).toContainText('New');
  await expect(page.getByText('Write 1 more post or reply')).toBeVisible();
  await expect(page.getByText('You can share up to 1 link or picture in a post (lifts at Member)')).toBeVisible();
});

test('the refusal is in Hindi for a member who reads Hindi', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!, newMember('Sunil Yadav'));
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await page.goto('/forum');
  await page.getByRole('button', { name: 'नई पोस्ट' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('मदद की जगहें');
  await dialog.getByRole('textbox').nth(1).fill(words);
  await dialog.getByRole('button', { name: 'पोस्ट साझा करें' }).click();
  await expect(dialog.getByText('नए सदस्य अभी एक पोस्ट में ज़्यादा से ज़्यादा 1 लिंक या तस्वीर', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('textbox').nth(1)).toHaveValue(words);
});
