import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

type Role = 'patient' | 'caregiver' | 'volunteer';

/** A member in their own browser context, signed up through the API. */
async function memberIn(browser: Browser, baseURL: string, name: string, role: Role) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const id = await signUpViaApi(page.request, baseURL, newMember(name), role);
  return { page, id, name };
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A donor registered through the API (the journey registers one through the page). */
async function donorIn(browser: Browser, baseURL: string, name: string, profile: Record<string, unknown>) {
  const m = await memberIn(browser, baseURL, name, 'volunteer');
  const res = await m.page.request.put('/api/donors/me', {
    headers: { origin: baseURL },
    data: {
      bloodGroup: 'B+',
      gives: ['whole_blood'],
      sex: 'male',
      birthYear: 1988,
      weightKg: 68,
      hasDonatedBefore: true,
      lastWholeBloodOn: daysAgo(200),
      placeCode: 'pune',
      pin: '411004',
      reachKm: 25,
      confirmsNoCancer: true,
      ...profile,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return m;
}

/** The notifications that lead to a donor request, as the member's bell has them. */
async function donorNotices(page: Page): Promise<{ title: string; actionUrl: string | null }[]> {
  const res = await page.request.get('/api/notifications');
  return ((await res.json()).items as { title: string; actionUrl: string | null }[]).filter((n) =>
    n.actionUrl?.startsWith('/donors/requests/'),
  );
}

test('a donor registers and pauses; a caregiver asks for platelets for a B+ patient in Pune; the right donors hear, one says yes, is messaged, and the others are told it is met', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);

  // A donor registers on the page (the server checks the same contract), pauses, and is available again.
  const donor = await memberIn(browser, baseURL!, `Rahul Kulkarni ${stamp}`, 'caregiver');
  const d = donor.page;
  await d.goto('/donors?tab=donor');
  await expect(d.getByRole('heading', { name: 'Blood and platelet donors', level: 1 })).toBeVisible();
  await expect(d.getByText('A person who has ever had cancer cannot donate blood.')).toBeVisible();
  await d.getByLabel('Blood group').selectOption('B+');
  await d.getByLabel('Sex').selectOption('male');
  await d.getByRole('group', { name: 'What you would give' }).getByRole('checkbox', { name: 'Whole blood' }).check();
  await d.getByLabel('Year of birth').fill('1990');
  await d.getByLabel('Weight (kg)').fill('70');
  await d.getByLabel('Last whole-blood donation').fill(daysAgo(150));
  await d.getByLabel('I have donated blood before').check();
  await d.getByLabel('City').selectOption('pune');
  await d.getByLabel('PIN code').fill('411038');
  await d.getByLabel('How far you can travel').selectOption('25');
  // Without the confirmation nothing is sent, and nothing typed is lost.
  await d.getByRole('button', { name: 'Register as a donor' }).click();
  await expect(d.getByText('Please confirm that you have never had cancer and are in good health.')).toBeVisible();
  await expect(d.getByLabel('PIN code')).toHaveValue('411038');
  await d.getByLabel('I have never had cancer and I am in good health').check();
  await d.getByRole('button', { name: 'Register as a donor' }).click();
  await expect(d.getByText('You are registered as a donor. Thank you.')).toBeVisible();
  await expect(d.getByTestId('donor-status')).toHaveText('You are available: requests can reach you.');
  await expectNoSeriousA11yViolations(d);
  await d.getByRole('button', { name: 'Pause' }).click();
  await expect(d.getByTestId('donor-status')).toHaveText('Paused: no requests reach you.');
  await d.getByRole('button', { name: 'I am available again' }).click();
  await expect(d.getByTestId('donor-status')).toHaveText('You are available: requests can reach you.');

  // Other donors: another compatible one nearby, an incompatible one, one who gave whole blood 30 days ago.
  const other = await donorIn(browser, baseURL!, `Imran Shaikh ${stamp}`, { pin: '411001' });
  const incompatible = await donorIn(browser, baseURL!, `Anil Deshpande ${stamp}`, { bloodGroup: 'A+' });
  const recent = await donorIn(browser, baseURL!, `Sachin More ${stamp}`, { lastWholeBloodOn: daysAgo(30) });

  // The donor waits on the page, with the live channel open.
  await d.goto('/donors');
  await expect(d.locator('html[data-realtime="open"]')).toHaveCount(1, { timeout: 20_000 });

  // A caregiver asks for platelets for a B+ patient in Pune.
  const asker = await memberIn(browser, baseURL!, `Sunita Jadhav ${stamp}`, 'caregiver');
  const a = asker.page;
  await a.goto('/donors?tab=ask');
  await expect(a.getByText('No one should ever ask you to pay', { exact: false })).toBeVisible();
  await a.getByLabel('What is needed').selectOption('platelets_random');
  await a.getByLabel('Patient’s blood group').selectOption('B+');
  await a.getByLabel('Units').fill('2');
  await a.getByLabel('Hospital or blood centre').fill(`Sunrise Cancer Hospital ${stamp}`);
  await a.getByLabel('City').selectOption('pune');
  await a
    .getByLabel('A few words for donors (optional)')
    .fill('My daughter is in the children’s ward after chemotherapy.');
  await a.getByRole('button', { name: 'Send to donors' }).click();
  await expect(a).toHaveURL(/\/donors\/requests\/[0-9a-f-]+$/);
  const requestUrl = a.url();
  await expect(a.getByRole('heading', { name: 'Request for donors', level: 1 })).toBeVisible();
  await expect(a.getByRole('note')).toContainText('No one should ever ask you to pay');

  // The compatible donor hears of it live: the bell's badge, then the bell's item leads to it.
  await expect(d.getByTestId('notification-badge').first()).toHaveText('1');
  await d
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const item = d.getByTestId('notification-list').first().getByRole('listitem').filter({ hasText: 'B+ Donor' });
  await item.getByRole('link', { name: 'View' }).click();
  await expect(d).toHaveURL(/\/donors\/requests\//);
  await expect(d.getByText(`Sunrise Cancer Hospital ${stamp}`, { exact: false })).toBeVisible();
  await expect(d.getByRole('note')).toContainText('No one should ever ask you to pay');
  await d.getByRole('button', { name: 'I can donate' }).click();
  await expect(d.getByText('Thank you. The family has been told.')).toBeVisible();

  // The incompatible donor and the one who gave 30 days ago hear nothing; the other compatible one does.
  expect(await donorNotices(incompatible.page)).toHaveLength(0);
  expect(await donorNotices(recent.page)).toHaveLength(0);
  expect(await donorNotices(other.page)).toHaveLength(1);

  // The asker sees who said yes and messages them; the conversation opens in Messages.
  await a.reload();
  const yesList = a.getByRole('list', { name: 'Donors who can donate' });
  await expect(yesList.getByText(donor.name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(a);
  await yesList.getByRole('button', { name: `Message ${donor.name}` }).click();
  await a
    .getByLabel('Your message')
    .fill('Thank you so much! The blood centre is on the ground floor, open from 9 am.');
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(a).toHaveURL(new RegExp(`/messages/${donor.id}$`));
  await expect(a.getByText('The blood centre is on the ground floor', { exact: false })).toBeVisible();

  // Fulfilled: the donor still pending is told it is no longer needed.
  await a.goto(requestUrl);
  await a.getByRole('button', { name: 'Mark as fulfilled' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Mark as fulfilled' }).click();
  await expect(a.getByText('The request is closed. Donors have been told.')).toBeVisible();
  await expect(a.getByText('Fulfilled', { exact: false }).first()).toBeVisible();
  await expect.poll(async () => (await donorNotices(other.page)).map((n) => n.title)).toContain('No Longer Needed');
  expect((await donorNotices(d)).map((n) => n.title)).not.toContain('No Longer Needed');
});

test('a request that mentions payment is refused, with words, and nothing typed is lost', async ({
  browser,
  baseURL,
}) => {
  const asker = await memberIn(browser, baseURL!, `Kavya Rao ${Date.now().toString(36)}`, 'caregiver');
  const a = asker.page;
  await a.goto('/donors?tab=ask');
  await a.getByLabel('Patient’s blood group').selectOption('O+');
  await a.getByLabel('Hospital or blood centre').fill('City Hospital');
  await a.getByLabel('City').selectOption('nagpur');
  const note = 'Donor will be paid Rs 1000 for travel';
  await a.getByLabel('A few words for donors (optional)').fill(note);
  await a.getByRole('button', { name: 'Send to donors' }).click();
  await expect(a.getByText('Requests can never ask for or mention money', { exact: false })).toBeVisible();
  await expect(a).toHaveURL(/\/donors\?tab=ask$/);
  await expect(a.getByLabel('A few words for donors (optional)')).toHaveValue(note);
});
