import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember } from './support';

/**
 * ALTCHA's proof of work in a real browser (decision 0081). The suite's server runs with ALTCHA=off
 * (its journeys sign members up through the API), so playwright.config.ts starts the same build once
 * more for this file's tests only, with the setting as a site ships it: on.
 */
const site = `http://localhost:${process.env.E2E_ALTCHA_PORT}`;

test.describe.configure({ mode: 'serial' });

/** Every request the page makes that leaves this site (the widget must make none). */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(site) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  return outside;
}

const widgetState = (page: Page) => page.locator('altcha-widget .altcha');

test('sign-up solves ALTCHA in the browser, with nothing sent elsewhere, and the account is created', async ({
  page,
}) => {
  const outside = outsideRequests(page);
  const sentWith: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-up/email')) sentWith.push(request.postDataJSON()?.altcha ?? '');
  });
  const m = newMember('Sunita Rao');
  // The challenge held back a moment, to see the check under way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/altcha/challenge', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site}/signup`);
  await expect(page.getByRole('heading', { name: 'Join the Community' })).toBeVisible();
  // The check starts as the form opens: nobody clicks a puzzle. Its box says what is happening.
  await expect(page.getByRole('checkbox', { name: 'Checking on this device…' })).toBeAttached();
  release();
  await expect(widgetState(page)).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  const box = page.getByRole('checkbox', { name: 'Checked: you can send the form' });
  await expect(box).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Full Name', { exact: true }).fill(m.name);
  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByLabel('Password', { exact: true }).press('Tab');
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(sentWith).toHaveLength(1);
  const { challenge, solution } = JSON.parse(Buffer.from(sentWith[0]!, 'base64').toString('utf8'));
  expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  expect(solution.counter).toBeGreaterThan(0);
  expect(outside).toEqual([]);
});

test('the contact form sends with ALTCHA, solves again for the next message, and keeps the text when the check is refused', async ({
  page,
}) => {
  const outside = outsideRequests(page);
  await page.goto(`${site}/contact`);
  await expect(widgetState(page)).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  const fill = async (subject: string) => {
    await page.getByLabel('Full Name', { exact: true }).fill('Kavita Deshpande');
    await page.getByLabel('Email', { exact: true }).fill('kavita@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Is there an evening group for caregivers, in Marathi?');
  };
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your message.' });

  await fill('First message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(thanks).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  // A solution is good once: the widget has solved a new challenge for the next message.
  await fill('Second message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(thanks).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  // A message without its solution (as a script would send it) is refused, and nothing typed is lost.
  await page.route('**/api/contact', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    delete body.altcha;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await fill('Third message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please wait a moment while your browser confirms' }),
  ).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Third message');
  expect(outside).toEqual([]);
});

test('the widget speaks Hindi on a Hindi page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await page.goto(`${site}/contact`);
  await expect(widgetState(page)).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'जाँच हो गई: अब आप फ़ॉर्म भेज सकते हैं' })).toBeChecked();
  await expect(page.getByText(/न कोई ट्रैकिंग/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
