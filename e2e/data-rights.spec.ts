import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

test('a member downloads a copy of their data, then erases their account with their password', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const me = newMember('Pooja Nair');
  await signUpViaApi(page.request, baseURL!, me);
  await page.request.post('/api/forum/posts', {
    data: { title: 'My first week', content: 'Scans done, waiting for results.', postType: 'experience' },
    headers: { origin: baseURL! },
  });

  await page.goto('/profile');
  const rights = page.getByRole('heading', { name: 'Your data and your rights' });
  await rights.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Prepare my download' }).click();
  const download = page.getByRole('link', { name: /^Download \(/ });
  await expect(download).toBeVisible({ timeout: 15_000 });
  const href = (await download.getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/zip');
  expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That password is not correct.');
  await dialog.getByLabel('Password').fill(me.password);
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account erased')).toBeVisible();
  expect((await page.request.get('/api/profiles/me')).status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email: me.email, password: me.password },
    headers: { origin: baseURL! },
  });
  expect(again.ok()).toBeFalsy();
});
