import { expect, test } from '@playwright/test';
import { memberIn, postAs, shot } from './own-words-support';

/** Issue 44 on a 375 px phone, in Hindi: a member edits, then deletes, her own post; another reader finds it gone. */
test('at 375 px in Hindi, a member edits and deletes her own post, and it is gone for another reader', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const author = await memberIn(browser, baseURL!, 'Sunita Verma', 'hi');
  await author.setViewportSize({ width: 375, height: 740 });
  const reader = await memberIn(browser, baseURL!, 'Ramesh Iyer', 'hi');
  const title = `लखनऊ से नया डायग्नोसिस ${Date.now()}`;
  const id = await postAs(author, baseURL!, { title, content: 'मैं सुनीता वर्मा, अलीगंज से। स्तन कैंसर, दूसरी स्टेज।' });

  await author.goto(`/forum/${id}`);
  const menu = author.getByRole('button', { name: 'इस पोस्ट के विकल्प' });
  const box = (await menu.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await menu.tap();
  const del = author.getByRole('menuitem', { name: 'पोस्ट हटाएँ' });
  await expect(del).toBeVisible();
  // The menu fits the screen.
  const items = (await author.getByRole('menu').boundingBox())!;
  expect(items.x).toBeGreaterThanOrEqual(0);
  expect(items.x + items.width).toBeLessThanOrEqual(375);
  await shot(author, 'menu-hi-375');
  await author.getByRole('menuitem', { name: 'बदलें' }).tap();
  const dialog = author.getByRole('dialog', { name: 'अपनी पोस्ट बदलें' });
  await dialog.getByLabel('आप क्या साझा करना चाहेंगे?').fill('स्तन कैंसर, दूसरी स्टेज। आस-पास के लोगों से बात करना चाहती हूँ।');
  await shot(author, 'edit-hi-375');
  await dialog.getByRole('button', { name: 'बदलाव सेव करें' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(author.getByText('बदला गया', { exact: true })).toBeVisible();
  await expect(author.getByText('अलीगंज')).toHaveCount(0);
  expect(
    await author.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await shot(author, 'edited-hi-375');

  await menu.tap();
  await del.tap();
  const confirm = author.getByRole('dialog', { name: 'यह पोस्ट हटाएँ?' });
  await expect(confirm).toBeVisible();
  await shot(author, 'confirm-hi-375');
  await confirm.getByRole('button', { name: 'पोस्ट हटाएँ' }).tap();
  await expect(author).toHaveURL(/\/forum$/);

  await reader.setViewportSize({ width: 375, height: 740 });
  await reader.goto(`/forum/${id}`);
  await expect(reader.getByText('पोस्ट नहीं मिली')).toBeVisible();
});

test('at 375 px in English, the menu and its confirmation (screenshots)', async ({ browser, baseURL }) => {
  const author = await memberIn(browser, baseURL!, 'Sunita Verma');
  await author.setViewportSize({ width: 375, height: 740 });
  const id = await postAs(author, baseURL!, { title: 'Newly diagnosed, Lucknow', content: 'Breast cancer, stage 2.' });
  await author.goto(`/forum/${id}`);
  await author.getByRole('button', { name: 'Actions for this post' }).tap();
  await expect(author.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await shot(author, 'menu-en-375');
  await author.getByRole('menuitem', { name: 'Make anonymous' }).tap();
  const ask = author.getByRole('dialog', { name: 'Make this post anonymous?' });
  await expect(ask).toBeVisible();
  await shot(author, 'anonymise-en-375');
  await ask.getByRole('button', { name: 'Make anonymous' }).tap();
  await expect(author.getByText("You posted this anonymously: others see 'Anonymous'.")).toBeVisible();
});
