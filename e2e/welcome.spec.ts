import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

/** Screenshots for a person to look at, when WELCOME_SHOTS names a folder (outside the repository). */
const shot = async (page: Page, name: string) => {
  if (process.env.WELCOME_SHOTS)
    await page.screenshot({ path: path.join(process.env.WELCOME_SHOTS, `${name}.png`), fullPage: true });
};

test("a caregiver signs up from Forti's page, goes through the welcome, sees caregivers first, and ends up at Forti", async ({
  page,
}) => {
  const m = newMember('Kavita Deshpande');

  // A visitor opens Forti: the sign-in page, which remembers where she was going.
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('Full Name', { exact: true }).fill(m.name);
  await signUp.getByLabel('Email').fill(m.email);
  await signUp.getByLabel('Password', { exact: true }).fill(m.password);
  await signUp.getByLabel('Confirm Password').fill(m.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // Step 1: who she is. Nothing is chosen for her; going on without a choice says so.
  await expect(page).toHaveURL(/\/welcome\?next=%2Fchat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kavita! Who are you here as?' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  for (const role of ['A patient', 'A cancer survivor', 'A caregiver', 'A volunteer'])
    await expect(page.getByRole('radio', { name: new RegExp(role) })).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose one of the four' })).toBeVisible();
  // Until she chooses, the server holds no role for her.
  expect((await (await page.request.get('/api/profiles/me')).json()).role).toBeNull();
  await shot(page, 'welcome-step1-en-1280');
  await page.getByRole('radio', { name: /A caregiver/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the cancer type of the person she looks after (a type new for India) and the language.
  await expect(page.getByRole('heading', { level: 1, name: 'A little more, if you like' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const type = page.getByLabel('Type of cancer of the person you look after');
  await expect(type.locator('option')).toContainText([
    'Oral, head and neck',
    'Cervical',
    'Ovarian',
    'Childhood cancers',
  ]);
  await type.selectOption({ label: 'Oral, head and neck' });
  await shot(page, 'welcome-step2-en-1280');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Three first steps for a caregiver: the caregivers' circle first.
  await expect(page.getByRole('heading', { level: 1, name: "You're all set. Three good first steps" })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Your first steps' }).getByRole('link');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('The Caregivers’ Circle');
  await expect(steps.nth(0)).toHaveAttribute('href', '/support-groups');
  await expect(steps.nth(1)).toContainText('Caregivers in the forum');
  await shot(page, 'welcome-steps-en-1280');

  const saved = await (await page.request.get('/api/profiles/me')).json();
  expect(saved).toMatchObject({ role: 'caregiver', cancerType: 'oral_head_neck' });

  // And on to where she was going: Forti.
  await page.getByRole('button', { name: 'Continue to Forti' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByRole('heading', { level: 1, name: /Forti/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Finish your welcome' })).toHaveCount(0);
});

test('a member who left the welcome half-way meets it at the next sign-in, and a gentle prompt until she says', async ({
  page,
  request,
  baseURL,
}) => {
  const m = newMember('Farida Khan');
  await signUpViaApi(request, baseURL!, m, null);

  // Signing in on the way to the forum: the welcome first, carrying the forum.
  await page.goto('/auth?next=%2Fforum');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(m.email);
  await login.getByLabel('Password', { exact: true }).fill(m.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/welcome\?next=%2Fforum$/);

  // "Not now": on to the forum with no role assumed, and a quiet prompt above the page.
  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/forum$/);
  const prompt = page.getByRole('region', { name: 'Finish your welcome' });
  await expect(prompt).toContainText('Tell us who you are');
  expect((await (await page.request.get('/api/profiles/me')).json()).role).toBeNull();
  await shot(page, 'welcome-prompt-en-1280');
  await prompt.getByRole('link', { name: 'Tell us' }).click();
  await expect(page).toHaveURL(/\/welcome\?next=%2Fforum$/);
  await page.getByRole('radio', { name: /A cancer survivor/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  const steps = page.getByRole('list', { name: 'Your first steps' }).getByRole('link');
  await expect(steps.nth(0)).toContainText('Read survivors’ stories');
  await expect(steps.nth(1)).toContainText('Become a mentor');
  await page.getByRole('button', { name: 'Continue to the forum' }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole('region', { name: 'Finish your welcome' })).toHaveCount(0);
});

test('the story filter offers the cancer types for India, and filters by one', async ({ page }) => {
  await page.goto('/stories');
  const filter = page.getByRole('combobox', { name: 'Filter by cancer type' });
  await expect(filter.locator('option')).toContainText([
    'Oral, head and neck',
    'Cervical',
    'Ovarian',
    'Stomach',
    'Liver',
    'Oesophageal (food pipe)',
    'Thyroid',
    'Brain',
    'Childhood cancers',
  ]);
  await filter.selectOption({ label: 'Cervical' });
  await expect(page).toHaveURL(/cancerType=cervical/);
  await shot(page, 'stories-filter-en-1280');
});
