import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

// Issue 44, items 7 and 8: true numbers, the costs results in view, a mentor reached in one request,
// and Forti's answers to a newly diagnosed person's first questions.
const catalog = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8'));
const costs = catalog('web/src/locales/en/costs.json');
const home = catalog('web/src/locales/en/home.json');
const companion = catalog('web/src/locales/en/companion.json');

/** Whether an element's top edge is on screen. */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }, selector);

test('the home page counts what is true: the same members as the hub, or words with no number; money in rupees', async ({
  page,
}) => {
  const figures = await (await page.request.get('/api/stats/community')).json();
  await page.goto('/');
  const members = page.getByTestId('hero-members');
  const groups = page.getByTestId('hero-groups');
  await expect(members).toBeVisible();
  await expect(page.locator('body')).not.toContainText('1000+');
  await expect(page.locator('body')).not.toContainText('50+');
  if (figures.totalMembers >= 100) await expect(members).toHaveText(figures.totalMembers.toLocaleString('en-IN'));
  else await expect(members).toHaveText(home.hero.stats.members.early.value);
  if (figures.totalGroups >= 10) await expect(groups).toHaveText(String(figures.totalGroups));
  else await expect(groups).toHaveText(home.hero.stats.groups.early.value);

  // Other tests sign members up meanwhile: the page shows the count as it was when it asked, at
  // least the one read before it and at most the one read after it.
  await page.goto('/community');
  const shown = page.getByTestId('community-members');
  await expect(shown).toHaveText(/^\d[\d,]*$/);
  const after = await (await page.request.get('/api/stats/community')).json();
  const count = Number((await shown.textContent())!.replaceAll(',', ''));
  expect(count).toBeGreaterThanOrEqual(figures.totalMembers);
  expect(count).toBeLessThanOrEqual(after.totalMembers);
  await expect(page.getByTestId('community-donations')).toHaveText(/^₹/);
});

test('after "Show schemes" the results are in view and their heading has focus', async ({ page }) => {
  await page.goto('/help/costs');
  await page.getByLabel(costs.form.state).selectOption('bihar');
  await page.getByLabel(costs.form.age).fill('45');
  await page.getByRole('button', { name: costs.form.submit }).click();
  const heading = page.locator('#costs-results');
  await expect(heading).toBeFocused();
  expect(await onScreen(page, '#costs-results')).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a mentor is reached in one request from their profile; accepting connects the two', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const mentorContext = await browser.newContext({ baseURL });
  const m = await mentorContext.newPage();
  const mentorName = `Farida Qureshi ${stamp}`;
  const mentorId = await signUpViaApi(m.request, baseURL!, newMember(mentorName));
  const headers = { origin: baseURL! };
  expect(
    (
      await m.request.patch('/api/profiles/me', {
        headers,
        data: {
          fullName: mentorName,
          username: null,
          diagnosisDate: null,
          bio: null,
          ageGroup: null,
          role: 'survivor',
          cancerType: 'breast',
          location: 'Lucknow',
        },
      })
    ).ok(),
  ).toBeTruthy();
  expect(
    (
      await m.request.put('/api/mentors/offer', {
        headers,
        data: {
          cancerType: 'breast',
          subtype: null,
          treatments: ['chemotherapy'],
          languages: ['hi'],
          city: 'Lucknow',
          state: 'uttar-pradesh',
          capacity: 2,
          note: null,
        },
      })
    ).ok(),
  ).toBeTruthy();

  const mentee = await browser.newContext({ baseURL });
  const p = await mentee.newPage();
  await signUpViaApi(p.request, baseURL!, newMember(`Savita Mishra ${stamp}`));
  await p.goto(`/user/${mentorId}`);
  await p.getByRole('button', { name: 'Ask to be my mentor' }).click();
  const dialog = p.getByRole('dialog', { name: `Ask ${mentorName} to be your mentor` });
  await dialog.getByLabel('Your note').fill('I was diagnosed last week in Lucknow and start chemo soon.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(p.getByText('Request sent').first()).toBeVisible();

  // The mentor answers one request, with no connection request beside it.
  await m.goto('/mentors?tab=requests');
  await expect(m.getByText('I was diagnosed last week in Lucknow and start chemo soon.')).toBeVisible();
  const received = await (await m.request.get('/api/connections?tab=requests')).json();
  expect(received.items).toEqual([]);
  await m.getByRole('button', { name: 'Accept' }).click();
  await expect(m.getByText(`You are now Savita Mishra ${stamp}'s mentor`)).toBeVisible();
  // Accepting connected the two: the mentor's connections hold the mentee, and the note opened their conversation.
  const connections = await (await m.request.get('/api/connections?tab=connections')).json();
  expect(JSON.stringify(connections.items)).toContain(`Savita Mishra ${stamp}`);
  await m.goto('/messages');
  await expect(m.getByText(`Savita Mishra ${stamp}`).first()).toBeVisible();
});

test("Forti answers 'what does stage 2 mean?' with general information and the library's article on stages", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Rekha Tiwari'));
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: companion.header })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: companion.composer.label }).fill('what does stage 2 mean?');
  await page.keyboard.press('Enter');
  const reply = page
    .getByRole('region', { name: companion.messages.region })
    .locator('ol > li')
    .filter({ hasText: companion.messages.fortiSaid.trim() })
    .last();
  await expect(reply).toContainText('Stage 2 usually means', { timeout: 20_000 });
  const sources = reply.getByRole('list', { name: companion.citations.heading });
  await expect(sources.getByRole('link', { name: 'What the stage of a cancer means' })).toBeVisible();
  await expect(reply).not.toContainText('Could you tell me a little more');
});
