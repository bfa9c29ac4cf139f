import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

// Each journey signs a member up and waits for a streamed reply.
test.describe.configure({ timeout: 90_000 });

const catalog = (lang: 'en' | 'hi', file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file.replace('{lang}', lang)), 'utf8'));

for (const lang of ['en', 'hi'] as const) {
  const web = catalog(lang, 'web/src/locales/{lang}/companion.json');
  const server = catalog(lang, 'server/locales/{lang}/companion.json');
  const question =
    lang === 'en' ? 'How do I pay for my chemotherapy? The costs are too much for us.' : 'कीमोथेरेपी का ख़र्च कैसे उठाऊं?';

  const messages = (page: Page) => page.getByRole('region', { name: web.messages.region });
  const lastReply = (page: Page) =>
    messages(page).locator('ol > li').filter({ hasText: web.messages.fortiSaid.trim() }).last();

  test(`${lang}: a question about paying for chemotherapy is answered with cited library items that go where they say`, async ({
    page,
    baseURL,
  }) => {
    if (lang === 'hi') await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
    await signUpViaApi(page.request, baseURL!, newMember(lang === 'en' ? 'Kavya Iyer' : 'Sunita Yadav'));
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: web.header })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/conversation=/);
    const box = page.getByRole('textbox', { name: web.composer.label });
    await box.fill(question);
    await page.keyboard.press('Enter');

    const reply = lastReply(page);
    const sources = reply.getByRole('list', { name: web.citations.heading });
    await expect(sources).toBeVisible({ timeout: 20_000 });
    await expect(box).toBeEnabled();
    // The costs guide is cited first, in the member's language, as an in-app link. An item of the
    // library worth as much follows when there is one (round 10 cites the best alone, decision 0053),
    // each with its own address: an article of this site or an official page.
    const costs = sources.getByRole('link', { name: server.library.costs.title });
    await expect(costs).toBeVisible();
    await expect(costs).toHaveAttribute('href', '/help/costs');
    const others = sources.getByRole('link').filter({ hasNotText: server.library.costs.title });
    for (const href of await others.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^(\/resources\/articles\/[0-9a-f-]+|https:\/\/[^\s]+)$/);
    // The inline marker [1] leads to the list: the keyboard lands on the cited item's link.
    const marker = reply.getByRole('link', { name: web.citations.marker.replace('{{n}}', '1'), exact: true });
    await expect(marker).toBeVisible();
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(costs).toBeFocused();

    // Saved with the reply: still there after a reload.
    await page.reload();
    const again = lastReply(page).getByRole('list', { name: web.citations.heading });
    await expect(again.getByRole('link', { name: server.library.costs.title })).toBeVisible({ timeout: 20_000 });

    // The in-app citation opens in the app, where it says.
    await again.getByRole('link', { name: server.library.costs.title }).click();
    await expect(page).toHaveURL(/\/help\/costs$/);
  });
}
