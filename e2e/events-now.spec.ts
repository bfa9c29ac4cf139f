import { expect, test, type Page } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

/** India's date and time, minutes from now, as the event form takes them. */
function istAt(minutesFromNow: number) {
  const iso = new Date(Date.now() + minutesFromNow * 60_000 + 330 * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

async function search(page: Page, text: string) {
  await page.goto(`/events?q=${encodeURIComponent(text)}`);
}

test('an online event that began five minutes ago is still listed, happening now, and says where its link is', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext({ baseURL });
  await signInAsAdmin(adminContext.request, baseURL!);
  const origin = { origin: baseURL! };
  const start = istAt(-5);
  const end = istAt(55);
  const running = `Evening circle ${stamp}`;
  const created = await adminContext.request.post('/api/events', {
    headers: origin,
    data: {
      title: running,
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      isOnline: true,
      meetingLink: 'https://meet.example.org/evening',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const later = istAt(3 * 24 * 60);
  const upcoming = `Morning circle ${stamp}`;
  expect(
    (
      await adminContext.request.post('/api/events', {
        headers: origin,
        data: {
          title: upcoming,
          startDate: later.date,
          startTime: later.time,
          isOnline: true,
          meetingLink: 'https://meet.example.org/morning',
          registrationLink: 'https://register.example.org/morning',
        },
      })
    ).status(),
  ).toBe(201);

  // A member who had not registered: the event is there, happening now, and registration has closed.
  await signUpViaApi(page.request, baseURL!, newMember(`Kavita Rao ${stamp}`));
  await search(page, stamp);
  const runningCard = page.getByRole('article', { name: running });
  await expect(runningCard).toBeVisible();
  await expect(runningCard.getByText('Happening now')).toBeVisible();
  await expect(runningCard.getByText('This event has started, so registration has closed.')).toBeVisible();
  await expect(runningCard.getByRole('button', { name: 'Register' })).toHaveCount(0);

  // An upcoming online event says the link exists and when it appears, and shows the organiser's registration link.
  const upcomingCard = page.getByRole('article', { name: upcoming });
  await expect(upcomingCard.getByText('Online: the link appears here after you register')).toBeVisible();
  await expect(upcomingCard.getByRole('link', { name: /^Register on the organiser's site/ })).toHaveAttribute(
    'href',
    'https://register.example.org/morning',
  );
  await upcomingCard.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(upcomingCard.getByRole('link', { name: 'Join Meeting' })).toHaveAttribute(
    'href',
    'https://meet.example.org/morning',
  );
  await expect(upcomingCard.getByText('Online: the link appears here after you register')).toHaveCount(0);

  // The administrator joins the running event without registering.
  const adminPage = await adminContext.newPage();
  await search(adminPage, stamp);
  await expect(
    adminPage.getByRole('article', { name: running }).getByRole('link', { name: 'Join Meeting' }),
  ).toHaveAttribute('href', 'https://meet.example.org/evening');
  await adminContext.close();
});

test("a search box finds parts of words: 'shop' finds a Workshop, and Hindi inside a word", async ({ page }) => {
  await page.goto('/events');
  const box = page.getByRole('searchbox', { name: 'Search events' });
  await box.fill('shop');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=shop/);
  await expect(
    page.getByRole('article', { name: 'Understanding your treatment plan: questions to ask' }),
  ).toBeVisible();
  await box.fill('व्याय');
  await box.press('Enter');
  await expect(page.getByRole('article', { name: 'योग और साँस: इलाज के दौरान हल्का व्यायाम' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Understanding your treatment plan: questions to ask' })).toHaveCount(
    0,
  );
});
