import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

test("an administrator dismisses a report on an anonymous story, and the Security tab's audit log does not name its author", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const origin = { origin: baseURL! };
  const authorName = `Hidden Hema ${stamp}`;
  const authorContext = await browser.newContext({ baseURL });
  await signUpViaApi(authorContext.request, baseURL!, newMember(authorName));
  const title = `A year I did not tell anyone about ${stamp}`;
  const story = await authorContext.request.post('/api/stories', {
    headers: origin,
    data: {
      title,
      content: 'What the diagnosis did to our family.',
      cancerType: 'breast',
      tone: 'hopeful',
      isAnonymous: true,
    },
  });
  expect(story.status()).toBe(201);
  const storyId = (await story.json()).id as string;
  const reporterContext = await browser.newContext({ baseURL });
  await signUpViaApi(reporterContext.request, baseURL!, newMember(`Ravi Menon ${stamp}`));
  expect(
    (
      await reporterContext.request.post(`/api/stories/${storyId}/reports`, {
        headers: origin,
        data: { reason: 'spam' },
      })
    ).ok(),
  ).toBeTruthy();

  await signInAsAdmin(page.request, baseURL!);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Moderation' }).click();
  const report = page.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: title });
  await expect(report).toContainText('Anonymous');
  // Asking who wrote it is its own, audited act, with a reason; the answer is shown to this administrator only.
  await report.getByRole('button', { name: 'Who wrote this?' }).click();
  const ask = page.getByRole('dialog', { name: 'See who wrote this' });
  await ask.getByLabel('Why do you need to know?').fill('spam');
  await ask.getByRole('button', { name: 'Show the author' }).click();
  await expect(ask.getByRole('alert')).toContainText('at least 10 characters');
  const reason = `Reported as spam; checking earlier warnings ${stamp}`;
  await ask.getByLabel('Why do you need to know?').fill(reason);
  await ask.getByRole('button', { name: 'Show the author' }).click();
  await expect(ask).toHaveCount(0);
  await expect(report).toContainText(`Written by ${authorName}`);
  await report.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('dialog', { name: 'Dismiss' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(report).toHaveCount(0);

  await page.getByRole('tab', { name: 'Security' }).click();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit).toContainText('report_resolved');
  await expect(audit).toContainText('reveal_anonymous_author');
  await expect(audit).toContainText(`Reason given: ${reason}`);
  await expect(audit).not.toContainText(authorName);
});

test('a demoted NGO can no longer edit its event (not offered, and refused when asked directly); an administrator can', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const origin = { origin: baseURL! };
  const adminContext = await browser.newContext({ baseURL });
  await signInAsAdmin(adminContext.request, baseURL!);
  const ngoId = await signUpViaApi(page.request, baseURL!, newMember(`Sahyog Trust ${stamp}`));
  expect(
    (await adminContext.request.put(`/api/admin/users/${ngoId}/role`, { data: { role: 'ngo' }, headers: origin })).ok(),
  ).toBeTruthy();
  const title = `Online yoga ${stamp}`;
  const date = new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const body = (link: string, name = title) => ({
    title: name,
    startDate: date,
    startTime: '07:30',
    isOnline: true,
    meetingLink: link,
    maxAttendees: '',
  });
  const published = await page.request.post('/api/events', {
    headers: origin,
    data: body('https://meet.example.org/yoga'),
  });
  expect(published.status()).toBe(201);
  const eventId = (await published.json()).id as string;

  await page.goto('/ngo-dashboard');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();

  expect(
    (
      await adminContext.request.put(`/api/admin/users/${ngoId}/role`, { data: { role: 'patient' }, headers: origin })
    ).ok(),
  ).toBeTruthy();
  await page.reload();
  await expect(page.getByText('You need NGO or admin privileges to access this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  const direct = await page.request.patch(`/api/events/${eventId}`, {
    headers: origin,
    data: body('https://elsewhere.example.com/join'),
  });
  expect(direct.status()).toBe(403);
  expect((await (await page.request.get(`/api/events/${eventId}`)).json()).meetingLink).toBeNull();

  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Events' }).click();
  await adminPage.getByRole('searchbox', { name: 'Search events' }).fill(title);
  await adminPage.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByLabel('Title').fill(`${title} (by the site)`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(adminPage.getByText('Event Updated').first()).toBeVisible();
  expect((await (await adminContext.request.get(`/api/events/${eventId}`)).json()).title).toBe(
    `${title} (by the site)`,
  );
});
