import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signInAsAdmin, signUpViaApi } from './support';

test('an NGO publishes an event, sees a registration in its analytics and reach, and lists its registrants', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext({ baseURL });
  await signInAsAdmin(adminContext.request, baseURL!);
  const ngoId = await signUpViaApi(page.request, baseURL!, newMember(`Sahyog Trust ${stamp}`));
  expect(
    (
      await adminContext.request.put(`/api/admin/users/${ngoId}/role`, {
        data: { role: 'ngo' },
        headers: { origin: baseURL! },
      })
    ).ok(),
  ).toBeTruthy();

  await page.goto('/ngo-dashboard');
  await expect(page.getByRole('heading', { name: 'NGO Dashboard', level: 1 })).toBeVisible();
  const dialog = page
    .getByRole('tabpanel', { name: 'Event Management' })
    .getByRole('form', { name: 'Publish New Event' });
  const title = `Yoga for caregivers ${stamp}`;
  await dialog.getByLabel('Title').fill(title);
  const date = new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Start date').fill(date);
  await dialog.getByLabel('Start time').fill('07:30');
  await dialog.getByRole('button', { name: 'Publish Event' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  const row = page.getByRole('list', { name: 'Your events' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('0 registered');

  const memberContext = await browser.newContext({ baseURL });
  await signUpViaApi(memberContext.request, baseURL!, newMember(`Lata Desai ${stamp}`));
  const eventId = (await (await page.request.get('/api/ngo/dashboard')).json()).events.find(
    (e: { title: string }) => e.title === title,
  ).id as string;
  expect(
    (
      await memberContext.request.post(`/api/events/${eventId}/registration`, { headers: { origin: baseURL! } })
    ).status(),
  ).toBe(201);

  await page.reload();
  await expect(row).toContainText('1 registered');
  await row.getByRole('button', { name: `Registrants of ${title}` }).click();
  await expect(page.getByRole('list', { name: 'Registrants' })).toContainText(`Lata Desai ${stamp}`);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/ngo/events/${eventId}/registrants.csv`,
  );
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Event Analytics' }).click();
  await expect(page.getByText(/registrations? in the last 30 days/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Community Reach' }).click();
  await expect(page.getByText('Members reached')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a member who is neither NGO nor admin is told what the dashboard needs', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!, newMember('Ravi Kumar'));
  await page.goto('/ngo-dashboard');
  await expect(page.getByText('You need NGO or admin privileges to access this page.')).toBeVisible();
});
