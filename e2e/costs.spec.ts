import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support';

// The words the page shows, read from the catalogs the app itself uses.
const catalog = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8'));
const costs = { en: catalog('web/src/locales/en/costs.json'), hi: catalog('web/src/locales/hi/costs.json') };
const admin = catalog('web/src/locales/en/admin.json');

const pmJay70 = { en: 'PM-JAY for everyone aged 70 and over (Ayushman Vay Vandana card)' };

async function answerFor72(page: Page, lang: 'en' | 'hi') {
  const c = costs[lang];
  await page.getByLabel(c.form.state).selectOption('bihar');
  await page.getByLabel(c.form.age).fill('72');
  await page.getByRole('group', { name: c.form.card }).getByLabel(c.answers.card.no, { exact: true }).check();
  await page
    .getByRole('group', { name: c.form.hospital })
    .getByLabel(c.answers.hospital.empanelled, { exact: true })
    .check();
  await page.getByRole('button', { name: c.form.submit }).click();
}

test('a 72-year-old sees PM-JAY among the schemes that may apply, why, its helpline and source, in English and in Hindi', async ({
  page,
}) => {
  // Reached from the footer.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help paying for treatment' }).click();
  await expect(page.getByRole('heading', { name: costs.en.title, level: 1 })).toBeVisible();

  await answerFor72(page, 'en');
  // The answers are in the address: the result can be shared and reloaded.
  await expect(page).toHaveURL(/age=72/);
  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pmJay70.en, level: 3 }) });
  await expect(card).toContainText('The patient is 72, and the scheme covers everyone aged 70 and over.');
  await expect(card.getByRole('link', { name: 'Call 14555' })).toHaveAttribute('href', 'tel:14555');
  await expect(card.getByRole('link', { name: /Official source/ })).toHaveAttribute('href', 'https://pmjay.gov.in');
  await expect(card).toContainText(/Checked on \d{1,2} \w+ \d{4}/);
  await expect(page.getByText(costs.en.mayNotice)).toBeVisible();
  // Nobody is hidden from a scheme by a wrong answer: the others are one click away.
  await page.getByText(/^Other schemes \(\d+\)$/).click();
  await expect(page.getByRole('heading', { name: /Tamil Nadu: Chief Minister/, level: 3 })).toBeVisible();
  // A person to talk to.
  await expect(page.getByRole('heading', { name: costs.en.people.title })).toBeVisible();
  await expect(page.getByRole('link', { name: costs.en.people.forum })).toHaveAttribute('href', '/forum');
  await expectNoSeriousA11yViolations(page);

  // In Hindi: the same answers, the same scheme, its Hindi words and the reason in Hindi.
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: costs.hi.title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /70 साल और उससे ज़्यादा उम्र के हर व्यक्ति के लिए PM-JAY/, level: 3 }),
  ).toBeVisible();
  await expect(page.getByText('मरीज़ की उम्र 72 साल है', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '14555 पर फ़ोन करें' }).first()).toBeVisible();

  // Asked afresh in Hindi.
  await page.goto('/help/costs');
  await answerFor72(page, 'hi');
  await expect(page.getByRole('heading', { name: /आयुष्मान वय वंदना कार्ड/, level: 3 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
});

test('an administrator edits a scheme in both languages and the questionnaire shows the change; the source stays required', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page.request, baseURL!);
  await page.goto('/admin?tab=schemes');
  const list = page.getByRole('list', { name: admin.schemes.listLabel });
  const row = list.getByRole('listitem').filter({ hasText: 'West Bengal: Swasthya Sathi' });
  await row.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(admin.schemes.fields.sourceUrl).fill('http://swasthyasathi.gov.in');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The source must be a full https:// web address.')).toBeVisible();
  await dialog.getByLabel(admin.schemes.fields.sourceUrl).fill('https://swasthyasathi.gov.in');
  await dialog
    .getByLabel(admin.schemes.fields.howEn)
    .fill('Show the smart card at the hospital desk. Edited in the e2e run.');
  await dialog.getByLabel(admin.schemes.fields.howHi).fill('अस्पताल की डेस्क पर स्मार्ट कार्ड दिखाएँ। परीक्षण में बदला गया।');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/help/costs?state=west-bengal&asked=1');
  await expect(page.getByText('Edited in the e2e run.')).toBeVisible();
  // A visitor reading in Hindi sees the Hindi edit (in a visitor's own browser: the language button
  // would save the shared administrator's language for every other journey).
  const visitor = await browser.newContext({ baseURL });
  const reader = await visitor.newPage();
  await reader.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await reader.goto('/help/costs?state=west-bengal&asked=1');
  await expect(reader.getByText('परीक्षण में बदला गया।')).toBeVisible();
  await visitor.close();
});
