import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signInAsAdmin, signUpViaApi } from './support';

type Today = { date: string; question: { id: string; questionType: 'open' | 'poll'; options: string[] } | null };

const section = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Question of the Day', exact: true }) });

test('a visitor sees the question of the day with disabled controls and an invitation to sign in', async ({ page }) => {
  await page.goto('/');
  const card = section(page);
  await expect(card.getByText('Please sign in to participate in daily questions')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Sign in or join', exact: true })).toHaveAttribute('href', '/auth');
  const radios = card.getByRole('radio');
  expect(await radios.count()).toBeGreaterThanOrEqual(2);
  for (const radio of await radios.all()) await expect(radio).toBeDisabled();
  await expect(card.getByRole('checkbox', { name: 'Answer anonymously' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Submit Response' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test("a new member answers today's poll and sees the community's percentages", async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!, newMember('Farhan Qureshi'));
  await page.goto('/');
  const card = section(page);
  const submit = card.getByRole('button', { name: 'Submit Response' });
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page.getByText('Please select an option')).toBeVisible();
  await expect(page.getByText('You must choose one of the available options.').first()).toBeVisible();

  const choice = card.getByRole('radio').first();
  const label = (await choice.getAttribute('value'))!;
  await choice.check();
  await card.getByRole('checkbox', { name: 'Answer anonymously' }).check();
  await submit.click();

  await expect(page.getByText('Response Submitted!')).toBeVisible();
  await expect(page.getByText('Thank you for sharing your thoughts with the community.')).toBeVisible();
  await expect(card.getByText('Thank you for responding!')).toBeVisible();
  await expect(card.getByRole('radio')).toHaveCount(0);

  const results = card.getByRole('region', { name: 'Community results' });
  await expect(results).toBeVisible();
  const mine = results.getByRole('listitem').filter({ hasText: label });
  await expect(mine).toContainText(/\b([1-9]\d?|100)%/);
  await expect(results.getByText(/^\d+%$/).first()).toBeVisible();

  const toggle = card.getByRole('button', { name: /Show anonymous responses/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(card.getByRole('button', { name: /Hide anonymous responses/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('list', { name: 'Anonymous responses, newest first' })).toContainText(label);

  // The answer stays after a reload: the form does not come back.
  await page.reload();
  await expect(section(page).getByText('Thank you for responding!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('an open question of the day', () => {
  let admin: APIRequestContext;
  let seeded: string | null = null;
  let created: string | null = null;

  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL });
    await signInAsAdmin(admin, baseURL!);
    const today = (await (await admin.get('/api/daily-questions/today')).json()) as Today;
    const headers = { origin: baseURL! };
    if (today.question) {
      seeded = today.question.id;
      const retired = await admin.patch(`/api/admin/daily-questions/${seeded}`, { data: { isActive: false }, headers });
      expect(retired.ok(), await retired.text()).toBeTruthy();
    }
    const res = await admin.post('/api/admin/daily-questions', {
      data: {
        question: 'What is one thing that gave you strength this week?',
        questionType: 'open',
        featuredDate: today.date,
      },
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
    created = (await res.json()).id;
  });

  test.afterAll(async ({ baseURL }) => {
    // Other journeys expect the seeded poll back as today's question.
    const headers = { origin: baseURL! };
    if (created) await admin.delete(`/api/admin/daily-questions/${created}`, { headers });
    if (seeded) await admin.patch(`/api/admin/daily-questions/${seeded}`, { data: { isActive: true }, headers });
    await admin.dispose();
  });

  test('a member shares a written answer anonymously', async ({ page, baseURL }) => {
    await signUpViaApi(page.request, baseURL!, newMember('Lakshmi Menon'));
    await page.goto('/');
    const card = section(page);
    await expect(card.getByText('What is one thing that gave you strength this week?')).toBeVisible();
    const box = card.getByRole('textbox', { name: 'Your response' });
    const submit = card.getByRole('button', { name: 'Submit Response' });

    await box.fill('   ');
    await submit.click();
    await expect(page.getByText('Please write a response')).toBeVisible();
    await expect(page.getByText('Your response cannot be empty.').first()).toBeVisible();

    await box.fill('  My daughter reading to me every evening.  ');
    await card.getByRole('checkbox', { name: 'Answer anonymously' }).check();
    await submit.click();
    await expect(page.getByText('Response Submitted!')).toBeVisible();
    await expect(card.getByText('Thank you for responding!')).toBeVisible();
    await expect(card.getByText('My daughter reading to me every evening.', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('region', { name: 'Community results' })).toHaveCount(0);

    // After a reload (which also lets the toasts go) the answer is still there, and shared anonymously.
    await page.reload();
    const again = section(page);
    await expect(again.getByText('Thank you for responding!')).toBeVisible();
    await again.getByRole('button', { name: /Show anonymous responses/ }).click();
    const list = again.getByRole('list', { name: 'Anonymous responses, newest first' });
    await expect(list).toContainText('My daughter reading to me every evening.');
    await expect(list).not.toContainText('Lakshmi');
    await expectNoSeriousA11yViolations(page);
  });

  test('a member who writes of ending their life in an anonymous answer sees a private card with helplines; moderators see it first (decision 0059)', async ({
    page,
    baseURL,
  }) => {
    const words = `I have been thinking about ending my life. ${Date.now().toString(36)}`;
    await signUpViaApi(page.request, baseURL!, newMember('Deepa Iyer'));
    await page.goto('/');
    const card = section(page);
    await card.getByRole('textbox', { name: 'Your response' }).fill(words);
    await card.getByRole('checkbox', { name: 'Answer anonymously' }).check();
    await card.getByRole('button', { name: 'Submit Response' }).click();

    const crisis = page.getByTestId('crisis-card');
    await expect(crisis).toBeVisible();
    await expect(crisis).toHaveAttribute('data-kind', 'self_harm');
    await expect(crisis).toContainText('Your answer was saved as you wrote it.');
    await expect(crisis.locator('a[href="tel:14416"]')).toBeVisible();
    await crisis.getByRole('button', { name: 'Close' }).first().click();
    await expect(card.getByText(words, { exact: true }).first()).toBeVisible();

    const queue = await (await admin.get('/api/admin/reports')).json();
    const item = queue.items.find((i: { content: { excerpt: string } | null }) => i.content?.excerpt === words);
    expect(item).toMatchObject({
      targetType: 'daily_answer',
      crisis: 'self_harm',
      content: { authorName: 'Anonymous' },
    });
  });
});

test('a visitor reading Hindi sees the question of the day and its invitation in Hindi', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await page.goto('/');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'आज का सवाल', exact: true }) });
  await expect(card.getByText('आज के सवाल में हिस्सा लेने के लिए कृपया साइन इन करें।')).toBeVisible();
  await expect(card.getByRole('link', { name: 'साइन इन करें या जुड़ें', exact: true })).toHaveAttribute('href', '/auth');
  await expect(card.getByRole('checkbox', { name: 'गुमनाम रूप से जवाब दें' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'जवाब भेजें' })).toBeDisabled();
});
