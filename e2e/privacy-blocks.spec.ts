import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

/** A member in their own browser context (their own cookies), signed up through the API. */
async function memberIn(
  browser: Browser,
  baseURL: string,
  name: string,
): Promise<{ page: Page; id: string; name: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const id = await signUpViaApi(page.request, baseURL, newMember(name));
  return { page, id, name };
}

const profile = {
  bio: 'Eight months after my mastectomy, learning to rest.',
  location: 'Nagpur, Maharashtra',
  cancerType: 'breast',
  ageGroup: '50-59',
};

test('a blocked member who opens the blocker’s profile by its address sees no personal detail and no online status', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const meera = await memberIn(browser, baseURL!, `Meera Joshi ${stamp}`);
  const vikram = await memberIn(browser, baseURL!, `Vikram Rao ${stamp}`);
  const headers = { origin: baseURL! };
  const saved = await meera.page.request.patch('/api/profiles/me', {
    headers,
    data: { fullName: meera.name, username: null, role: 'patient', diagnosisDate: null, ...profile },
  });
  expect(saved.ok()).toBeTruthy();

  // Before the block Vikram sees her profile.
  await vikram.page.goto(`/user/${meera.id}`);
  await expect(vikram.page.getByRole('heading', { name: meera.name, level: 1 })).toBeVisible();
  await expect(vikram.page.getByText(profile.location)).toBeVisible();

  // Meera blocks him; she is active (online) while he looks.
  expect((await meera.page.request.put(`/api/blocks/${vikram.id}`, { headers })).status()).toBe(204);
  await meera.page.goto('/');

  await vikram.page.goto(`/user/${meera.id}`);
  await expect(vikram.page.getByRole('heading', { name: 'Profile Not Found', level: 1 })).toBeVisible();
  for (const detail of [meera.name, profile.bio, profile.location, '50-59', 'Online'])
    await expect(vikram.page.getByText(detail)).toHaveCount(0);
  await expect(vikram.page.getByRole('button', { name: `Block ${meera.name}` })).toHaveCount(0);

  // The blocker sees nothing of him either.
  await meera.page.goto(`/user/${vikram.id}`);
  await expect(meera.page.getByRole('heading', { name: 'Profile Not Found', level: 1 })).toBeVisible();
});
