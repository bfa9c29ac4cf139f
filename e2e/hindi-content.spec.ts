import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';

/**
 * Issue 42, "Measured": a Hindi reader meets Hindi in the main content of the pages the site itself
 * fills (decision 0076). Each page is loaded in a Hindi browser with the demo content, and the share
 * of Latin-script words in its <main> is measured: names that stay in Latin script
 * (e2e/latin-names.json, from docs/glossary-hi.md), the titles of cited works (<cite>, as they were
 * published), web and e-mail addresses, and numbers are not words of either language. The pages the site publishes must stay at or under 5%; the members'
 * pages (their own words, in the language they wrote) are measured for information only.
 */
const names = new Set(
  (JSON.parse(readFileSync('e2e/latin-names.json', 'utf8')) as { names: string[] }).names.map((n) => n.toLowerCase()),
);
const LIMIT = 0.05;
const sampleTitle = (
  JSON.parse(readFileSync('web/src/locales/hi/common.json', 'utf8')) as { sample: { title: string } }
).sample.title;

function latinShare(text: string): { latin: number; hindi: number; share: number; english: string[] } {
  const cleaned = text.replace(/\b(?:https?:\/\/)?[\w.+-]*[\w-]+\.(?:[a-z]{2,})(?:\/\S*)?/gi, ' ');
  let latin = 0;
  let hindi = 0;
  const english: string[] = [];
  for (const word of cleaned.match(/[\p{L}\p{M}]+/gu) ?? []) {
    if (/[\u0900-\u097F]/u.test(word)) hindi += 1;
    else if (/[A-Za-z]/.test(word) && !names.has(word.toLowerCase())) {
      latin += 1;
      english.push(word);
    }
  }
  return { latin, hindi, share: latin / Math.max(1, latin + hindi), english };
}

async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const main = page.locator('main');
  await expect(main).toBeVisible();
  // Below-the-fold parts load as they come into view: scroll through the page, then let it settle.
  for (let y = 0; y < 8; y += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  let text = await main.innerText();
  for (const cited of await main.locator('cite').allInnerTexts()) text = text.replace(cited, ' ');
  // The suite shares one server: on a page whose demo items carry the Sample badge, the cards other
  // tests add meanwhile (no badge) are not the demo content measured here.
  const badge = `[title="${sampleTitle}"]`;
  if ((await main.locator(badge).count()) > 0) {
    const added = main
      .locator('li')
      .filter({ has: page.locator('h2, h3') })
      .filter({ hasNot: page.locator(badge) });
    for (const card of await added.allInnerTexts()) text = text.replace(card, ' ');
  }
  return text;
}

test.use({ locale: 'hi-IN' });

test('a Hindi reader meets Hindi in what the site publishes: Latin-script words at most 5% of the main content', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const measured: string[] = [];
  const over: string[] = [];
  for (const [path, limited] of [
    ['/', true],
    ['/resources', true],
    ['/events', true],
    ['/support-groups', true],
    ['/stories', false],
    ['/forum', false],
  ] as const) {
    const text = await mainText(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const m = latinShare(text);
    const line = `${path}: ${(m.share * 100).toFixed(1)}% (${m.latin} of ${m.latin + m.hindi} words)`;
    measured.push(line);
    test.info().annotations.push({ type: 'latin-share', description: line });
    if (limited && m.share > LIMIT) over.push(`${line}; English words: ${m.english.join(' ')}`);
    if (limited) console.log(`${path} English words: ${m.english.join(' ')}`);
  }
  console.log(`Latin-script share in Hindi:\n${measured.join('\n')}`);
  expect(over).toEqual([]);
});

const adminHi = JSON.parse(readFileSync('web/src/locales/hi/admin.json', 'utf8')) as {
  articles: { fields: Record<string, string> };
};
const hindiLabel = (field: string) => `${adminHi.articles.fields[field]} (हिन्दी)`;

test.describe('an article in both languages', () => {
  test.use({ locale: 'en-IN' });

  test('an administrator adds the Hindi of an article and a Hindi reader sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await signInAsAdmin(page.request, baseURL!);
    const stamp = Date.now().toString(36);
    const title = `Mouth ulcers during chemotherapy ${stamp}`;
    const titleHi = `कीमो के दौरान मुँह के छाले ${stamp}`;
    await page.goto('/admin?tab=articles');
    await page.getByRole('button', { name: 'New article' }).click();
    const create = page.getByRole('dialog', { name: 'New article' });
    await create.getByLabel('Title', { exact: true }).fill(title);
    await create.getByLabel('Content', { exact: true }).fill('Rinse gently with salt water after meals.');
    await create.getByRole('button', { name: 'Create article' }).click();
    await expect(page.getByText('Article Created')).toBeVisible();
    const card = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Hindi missing')).toBeVisible();

    // A Hindi reader meanwhile sees the English, marked and with its language set.
    const readerContext = await browser.newContext({ baseURL, locale: 'hi-IN' });
    const reader = await readerContext.newPage();
    await reader.goto(`/resources?q=${encodeURIComponent(stamp)}`);
    const heading = reader.getByRole('heading', { level: 2 }).filter({ hasText: stamp });
    await expect(heading).toContainText(title);
    await expect(heading.locator('[lang="en"]').first()).toContainText('in English');

    // The administrator writes the Hindi beside the English.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit article' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByLabel(hindiLabel('title')).fill(titleHi);
    await edit.getByLabel(hindiLabel('content')).fill('खाने के बाद नमक वाले गुनगुने पानी से धीरे से कुल्ला करें।');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Article Updated')).toBeVisible();
    await expect(card.getByText('Hindi missing')).toHaveCount(0);

    // The Hindi reader finds it by a Hindi word and reads it in Hindi, with no mark.
    await reader.goto(`/resources?q=${encodeURIComponent('छाले')}`);
    const found = reader.getByRole('link', { name: titleHi });
    await expect(found).toBeVisible();
    await expect(reader.getByText('in English')).toHaveCount(0);
    await found.click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(titleHi);
    await expect(reader.getByText('खाने के बाद नमक वाले गुनगुने पानी से')).toBeVisible();

    // An English reader still reads the English.
    await page.goto(`/resources?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await readerContext.close();
  });
});
