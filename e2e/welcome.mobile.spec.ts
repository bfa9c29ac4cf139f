import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support';

/** Screenshots for a person to look at, when WELCOME_SHOTS names a folder (outside the repository). */
const shot = async (page: Page, name: string) => {
  if (process.env.WELCOME_SHOTS)
    await page.screenshot({ path: path.join(process.env.WELCOME_SHOTS, `${name}.png`), fullPage: true });
};

/** Nothing wider than the 375 px screen. */
const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.use({ locale: 'hi-IN' });

test("in Hindi on a phone: a caregiver signs up from Forti's page, the welcome shows caregivers first, then Forti", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  const m = newMember('Sunita Yadav');

  await page.goto('/chat');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('tab', { name: 'साइन अप' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'साइन अप' });
  await signUp.getByLabel('पूरा नाम').fill(m.name);
  await signUp.getByLabel('ईमेल').fill(m.email);
  await signUp.getByLabel('पासवर्ड', { exact: true }).fill(m.password);
  await signUp.getByLabel('पासवर्ड की पुष्टि करें').fill(m.password);
  await signUp.getByRole('button', { name: 'खाता बनाएँ' }).click();

  // Step 1 in Hindi: no role chosen for her.
  await expect(page).toHaveURL(/\/welcome\?next=%2Fchat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'स्वागत है, Sunita! आप यहाँ किस रूप में आए हैं?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /मरीज़/ })).not.toBeChecked();
  await fitsTheScreen(page);
  await shot(page, 'welcome-step1-hi-375');
  await page.getByRole('radio', { name: /देखभाल करने वाले/ }).check();
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();

  // Step 2, skipped: nothing is said for her.
  await expect(page.getByRole('heading', { level: 1, name: 'अगर चाहें, तो थोड़ा और बताइए' })).toBeVisible();
  await expect(page.getByLabel('जिनकी आप देखभाल करते हैं, उनके कैंसर का प्रकार').locator('option')).toContainText([
    'मुँह, सिर और गले का कैंसर',
    'सर्वाइकल (बच्चेदानी के मुँह) का कैंसर',
  ]);
  await fitsTheScreen(page);
  await shot(page, 'welcome-step2-hi-375');
  await page.getByRole('button', { name: 'यह चरण छोड़ें' }).click();

  // Caregivers first.
  const steps = page.getByRole('list', { name: 'आपके पहले क़दम' }).getByRole('link');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('देखभाल करने वालों का समूह');
  await fitsTheScreen(page);
  await shot(page, 'welcome-steps-hi-375');
  expect(await (await page.request.get('/api/profiles/me')).json()).toMatchObject({
    role: 'caregiver',
    cancerType: null,
  });

  await page.getByRole('button', { name: 'Forti पर चलें' }).click();
  await expect(page).toHaveURL(/\/chat/);
});

test('in Hindi on a phone, the story filter offers the cancer types for India', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await page.goto('/stories');
  const filter = page.getByRole('combobox', { name: 'कैंसर के प्रकार से छाँटें' });
  await expect(filter.locator('option')).toContainText(['मुँह, सिर और गला', 'सर्वाइकल', 'अंडाशय (ओवरी)', 'बच्चों का कैंसर']);
  await filter.selectOption({ label: 'सर्वाइकल' });
  await expect(page).toHaveURL(/cancerType=cervical/);
  await fitsTheScreen(page);
  await shot(page, 'stories-filter-hi-375');
});
