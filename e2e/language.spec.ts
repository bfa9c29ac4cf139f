import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CompanionStored, CompanionText } from '../contracts/companion';
import { newMember } from './support';
import { englishTemplate, type Message } from '../contracts/messages';

/** A contract's fixed message in English, as the code defines it. */
const englishOf = (message: Message) => englishTemplate(message.key) as string;

// The words the pages show, read from the catalogs that the app itself uses.
const catalog = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8'));
const common = { en: catalog('web/src/locales/en/common.json'), hi: catalog('web/src/locales/hi/common.json') };
const companion = {
  en: catalog('web/src/locales/en/companion.json'),
  hi: catalog('web/src/locales/hi/companion.json'),
};
/** What the offline Forti writes before its next steps, in Hindi (the server's own catalog). */
const fortiHi = catalog('server/locales/hi/companion.json');

test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page, lang: 'en' | 'hi') =>
  page.getByRole('navigation', { name: common[lang].nav.main }).first();

/** The page speaks this language: <html lang>, the header's words, and the switch showing the choice. */
async function expectLanguage(page: Page, lang: 'en' | 'hi') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'hi' ? 'hi-IN' : 'en-IN');
  const other = lang === 'hi' ? 'en' : 'hi';
  await expect(mainNav(page, lang).getByRole('link', { name: common[lang].nav.home, exact: true })).toBeVisible();
  await expect(mainNav(page, lang).getByRole('link', { name: common[other].nav.home, exact: true })).toHaveCount(0);
  const switcher = header(page).getByRole('group', { name: common[lang].language.label });
  await expect(switcher.getByRole('button', { name: lang === 'hi' ? 'हिन्दी' : 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a visitor reads the site in Hindi, signs up, talks to Forti in Hindi, and goes back to English', async ({
  page,
}) => {
  const m = newMember('Sunita Verma');

  // Home page in English, then the header's switch: हिन्दी.
  await page.goto('/');
  await expectLanguage(page, 'en');
  await header(page).getByRole('button', { name: 'हिन्दी' }).click();
  await expectLanguage(page, 'hi');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: common.hi.footer.privacyPolicy })).toBeVisible();

  // The choice is kept on this device: still Hindi after a reload.
  await page.reload();
  await expectLanguage(page, 'hi');

  // Sign up through the form (fields found by their purpose, whichever language their labels are in).
  await header(page).getByRole('link', { name: common.hi.nav.signUp }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const form = page.getByRole('tabpanel');
  await form.locator('input[autocomplete="name"]').fill(m.name);
  await form.locator('input[type="email"]').fill(m.email);
  const passwords = form.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(m.password);
  await passwords.nth(1).fill(m.password);
  await form.locator('button[type="submit"]').click();

  // Signed in: the welcome in Hindi (decision 0062), then back home, still in Hindi.
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });
  await page.getByRole('radio', { name: /मरीज़/ }).check();
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await page.getByRole('button', { name: 'यह चरण छोड़ें' }).click();
  await page.getByRole('button', { name: 'होम पेज पर जाएँ' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: common.hi.nav.signOut })).toBeVisible();
  await expectLanguage(page, 'hi');

  // Forti in Hindi: the page, the greeting, and a Hindi question answered in Hindi.
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: companion.hi.header })).toBeVisible({ timeout: 20_000 });
  const messages = page.getByRole('region', { name: companion.hi.messages.region });
  await expect(messages.getByText(companion.hi.greeting)).toBeVisible();
  await expect(page.getByRole('textbox', { name: companion.hi.composer.label })).toBeVisible();
  await expect(page.getByText(companion.hi.disclaimer)).toBeVisible();
  const question = companion.hi.quickStart.items.cost;
  await page
    .getByRole('region', { name: companion.hi.quickStart.heading })
    .getByRole('button', { name: question })
    .click();
  await expect(messages.getByText(question, { exact: true })).toBeVisible();
  const reply = messages.locator('ol > li').filter({ hasText: companion.hi.messages.fortiSaid.trim() }).last();
  await expect(reply).toContainText(fortiHi.compose.fewThings, { timeout: 20_000 });
  await expect(reply).not.toContainText('A few things that may help');
  await expect(page.getByRole('textbox', { name: companion.hi.composer.label })).toBeEnabled();
  // The conversation is named after the Hindi question.
  await expect(
    page
      .getByRole('complementary')
      .getByRole('button', { name: companion.hi.history.rename.replace('{{title}}', question) }),
  ).toBeVisible();

  // Back to English: every word of the page is English again, and stays so after a reload.
  await header(page).getByRole('button', { name: 'English' }).click();
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: englishOf(CompanionText.header) })).toBeVisible();
  const english = page.getByRole('region', { name: companion.en.messages.region });
  await expect(english.getByText(CompanionStored.greeting)).toBeVisible();
  await expect(page.getByRole('textbox', { name: companion.en.composer.label })).toBeVisible();
  await expect(page.getByText(companion.en.disclaimer)).toBeVisible();
  await expect(
    page.getByRole('complementary').getByRole('heading', { name: companion.en.history.heading }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: companion.en.history.newChat, exact: true }).first()).toBeVisible();
  await page.reload();
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: englishOf(CompanionText.header) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('region', { name: companion.en.messages.region }).getByText(CompanionStored.greeting),
  ).toBeVisible();
});
