import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signInAsAdmin, signUpViaApi } from './support';

// page.route does not see a request made while a service worker controls the page, so a worker that
// took control first would let a routed request through to the server (seen under load): this
// file's journeys run without it (e2e/pwa.spec.ts tests the service worker).
test.use({ serviceWorkers: 'block' });

/** The numbered section headings of a guide or policy (not the table of contents' own heading). */
const docSections = (page: Page) => page.locator('main section > h2');

async function open(page: Page, url: string, h1: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 20_000 });
  await expect(page.locator('h1')).toHaveCount(1);
}

test('About tells why the platform exists, its vision and mission, and invites people to the community', async ({
  page,
}) => {
  await open(page, '/about', 'About Fortitude Network');
  for (const heading of ['Why we started', 'Our vision', 'Our mission', 'Community impact']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.locator('main img[src^="/illustrations/"]')).toHaveCount(3);
  await page.getByRole('link', { name: 'Join Our Community', exact: true }).click();
  await expect(page).toHaveURL(/\/community$/);
});

test('Our Offerings shows the four offerings and a button to join', async ({ page }) => {
  await open(page, '/offerings', 'Our Offerings');
  for (const title of ['Survivor Stories', 'Mental Health Support', 'Community Hub', 'Resource Hub']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Join Fortitude Network', exact: true })).toHaveAttribute(
    'href',
    '/signup',
  );
});

test('the Platform Guide explains each feature with a table of contents', async ({ page }) => {
  await open(page, '/docs/platform', 'Platform Guide');
  await expect(page.getByRole('navigation', { name: 'In this guide' })).toBeVisible();
  for (const title of [
    'Getting Started',
    'Talking with Forti',
    'Forum, Groups and Events',
    'Survivor Stories',
    'Connecting with Others',
    'Finding Resources',
    'Install the App',
  ]) {
    await expect(docSections(page).filter({ hasText: title })).toHaveCount(1);
  }
});

test('the Donation Guide gives the amounts in rupees, the ways to pay, and says support is not a tax-exempt donation', async ({
  page,
}) => {
  await open(page, '/docs/donate', 'Donation Guide');
  const main = page.getByRole('main');
  for (const amount of ['₹25', '₹50', '₹100', '₹250'])
    await expect(main.getByText(amount, { exact: true })).toBeVisible();
  await expect(main.getByText(/every support tier starts at ₹500/)).toBeVisible();
  await expect(
    main.getByText(/debit or credit card, by UPI from your bank account, or by net banking \(bank transfer\)/),
  ).toBeVisible();
  await expect(main.getByText(/Pay once, or choose recurring support/)).toBeVisible();
  await expect(main.getByText('not donations and not tax-exempt')).toBeVisible();
});

test('the Community Guidelines promise review within 24 hours and name the four actions', async ({ page }) => {
  await open(page, '/docs/rules', 'Community Guidelines');
  await expect(page.getByText('Our moderators review reports within 24 hours.')).toBeVisible();
  for (const action of ['Warning', 'Content Removal', 'Temporary Suspension', 'Permanent Ban']) {
    await expect(page.getByRole('main').getByText(action, { exact: true })).toBeVisible();
  }
});

test('the Privacy Policy has its six sections, each linked from the contents', async ({ page }) => {
  await open(page, '/privacy-policy', 'Privacy Policy');
  await expect(page.getByText(/Last updated:/)).toBeVisible();
  await expect(docSections(page)).toHaveCount(6);
  await expect(docSections(page)).toHaveText([
    /Information We Collect/,
    /How We Use Your Information/,
    /Sharing Your Information/,
    /Data Security/,
    /Your Rights/,
    /Contact Us/,
  ]);
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(6);
  await expect(page.getByText('Digital Personal Data Protection Act, 2023')).toBeVisible();
  await expect(page.getByText('We do not sell, rent or trade your personal data.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: /Your Rights/ })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { name: /Your Rights/ })).toBeInViewport();
});

test('the Terms of Service have eight sections including the medical disclaimer', async ({ page }) => {
  await open(page, '/terms-of-service', 'Terms of Service');
  await expect(docSections(page)).toHaveCount(8);
  const disclaimer = page.locator('section#medical-disclaimer');
  await expect(disclaimer.getByRole('heading', { name: /Medical Disclaimer/ })).toBeVisible();
  await expect(disclaimer.getByText('Fortitude Network does not give medical advice.')).toBeVisible();
  await expect(disclaimer.getByText(/call 112/)).toBeVisible();
});

test('the Refund Policy states every constant of the specification', async ({ page }) => {
  await open(page, '/refund-policy', 'Refund Policy');
  const main = page.getByRole('main');
  await expect(main.getByText('within 30 days of payment')).toBeVisible();
  await expect(main.getByText('5-7 business days')).toBeVisible();
  await expect(main.getByText('10-14 business days')).toBeVisible();
  await expect(main.getByText('2-3 business days')).toBeVisible();
  const table = main.getByRole('table');
  const eventRules: Array<[string, string]> = [
    ['More than 48 hours before the event', 'Full refund'],
    ['24-48 hours before the event', '50% refund'],
    ['Less than 24 hours before the event', 'No refund'],
    ['The event is cancelled by the provider', 'Full refund'],
  ];
  for (const [when, refund] of eventRules) {
    await expect(table.getByRole('row').filter({ hasText: when })).toContainText(refund);
  }
  for (const item of [
    'Contributions made more than 30 days ago',
    'Services already used or consumed',
    'Digital content that has been accessed',
    'Administrative and payment processing fees',
  ]) {
    await expect(main.getByText(item, { exact: true })).toBeVisible();
  }
});

test('in Hindi the policies and Contact Us read in Hindi, and the contents still link to each section', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await open(page, '/privacy-policy', 'गोपनीयता नीति');
  await expect(page).toHaveTitle('गोपनीयता नीति · Fortitude Network');
  await expect(docSections(page)).toHaveCount(6);
  await page
    .getByRole('navigation', { name: 'इस पेज पर' })
    .getByRole('link', { name: /आपके अधिकार/ })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^support@/ })
      .first(),
  ).toHaveAttribute('href', /^mailto:/);

  await open(page, '/contact', 'संपर्क करें');
  await page.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('कृपया अपना पूरा नाम लिखें।')).toBeVisible();
  await expect(page.getByLabel('पूरा नाम', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('Contact Us checks every field, thanks the sender, clears the form and stores the message for administrators', async ({
  page,
  baseURL,
}) => {
  await open(page, '/contact', 'Contact Us');
  const main = page.getByRole('main');
  await expect(main.getByText('Mon-Fri 9 AM-6 PM IST')).toBeVisible();
  await expect(main.getByText('Within 24-48 hours')).toBeVisible();
  await expect(main.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
  await expect(main.getByText(/Not available yet/)).toBeVisible();
  await main.getByText('Is Fortitude Network free to use?').click();
  await expect(main.getByText(/All core features are free/)).toBeVisible();

  // Nothing filled in: an error under every field.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter a subject.')).toBeVisible();
  await expect(page.getByText('Please write your message.')).toBeVisible();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');

  const subject = `Evening caregiver group ${Date.now()}`;
  await page.getByLabel('Full Name', { exact: true }).fill('Kavita Deshpande');
  await page.getByLabel('Email', { exact: true }).fill('kavita-at-example');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Your message should be at least 10 characters.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('kavita@example.com');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Is there an online group for caregivers that meets in the evening, in Marathi or Hindi?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Thank you for your message. We'll get back to you within 24-48 hours." }),
  ).toBeVisible();
  for (const label of ['Full Name', 'Email', 'Subject', 'Message'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(page.getByText('Please enter your full name.')).toHaveCount(0);

  // The message really reached the administrators.
  await signInAsAdmin(page.request, baseURL!);
  const list = await page.request.get('/api/admin/contact-messages');
  expect(list.ok()).toBeTruthy();
  const items = (await list.json()).items as Array<{ subject: string; fullName: string; status: string }>;
  expect(items.find((i) => i.subject === subject)).toMatchObject({ fullName: 'Kavita Deshpande', status: 'new' });
});

test('no ad markup or ad script appears when no ad client is configured', async ({ page }) => {
  for (const url of ['/', '/about', '/contact']) {
    await page.goto(url);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
    await expect(page.locator('script[src*="googlesyndication"]')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
  }
});

test('with an ad client and slot ids configured, each slot renders one labelled ad unit and the script loads once', async ({
  page,
}) => {
  await page.route('**/api/site/config', (route) =>
    route.fulfill({
      json: {
        siteName: 'Fortitude Network',
        contactEmail: 'support@localhost',
        ads: { client: 'ca-pub-0000000000000000', slots: { home: '1111', layout: '2222' } },
      },
    }),
  );
  // The ad network itself is never contacted from the tests.
  await page.route('https://pagead2.googlesyndication.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/');
  const ads = page.getByRole('complementary', { name: 'Advertisement' });
  await expect(ads).toHaveCount(2);
  await expect(
    page.locator('ins.adsbygoogle[data-ad-client="ca-pub-0000000000000000"][data-ad-slot="1111"]'),
  ).toHaveCount(1);
  await expect(page.locator('ins.adsbygoogle[data-ad-slot="2222"]')).toHaveCount(1);
  await expect(
    page.locator(
      'script[src^="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000"]',
    ),
  ).toHaveCount(1);
  // A page without a "home" slot shows only the layout's.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Fortitude Network' })).toBeVisible();
  await expect(ads).toHaveCount(1);
  await expect(page.locator('script[src*="adsbygoogle.js"]')).toHaveCount(1);
});

/** Ads configured (one client, a slot for the home page and one for the layout); the ad network itself is never contacted. */
async function configureAds(page: Page) {
  await page.route('**/api/site/config', (route) =>
    route.fulfill({
      json: {
        siteName: 'Fortitude Network',
        contactEmail: 'support@localhost',
        ads: { client: 'ca-pub-0000000000000000', slots: { home: '1111', layout: '2222' } },
      },
    }),
  );
  await page.route('https://pagead2.googlesyndication.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}
const adScript = (page: Page) => page.locator('script[src*="adsbygoogle.js"]');

test('ads never appear on sign-in, chat, profile or member pages, even when configured', async ({ page, baseURL }) => {
  await configureAds(page);
  for (const url of ['/auth', '/auth?tab=signup', '/contact', '/support']) {
    await page.goto(url);
    await expect(page.locator('h1')).toHaveCount(1, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('ins.adsbygoogle'), url).toHaveCount(0);
    await expect(adScript(page), url).toHaveCount(0);
  }
  // A signed-in member sees no ads anywhere: the script could read their data through the API.
  await signUpViaApi(page.request, baseURL!, newMember('Rohan Kulkarni'));
  for (const url of ['/chat', '/profile', '/user/00000000-0000-4000-8000-000000000000', '/', '/about']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('ins.adsbygoogle'), url).toHaveCount(0);
    await expect(adScript(page), url).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Advertisement' }), url).toHaveCount(0);
  }
});

test('after an ad page, moving inside the app to a private page is a full page load that leaves the ad script behind', async ({
  page,
}) => {
  await configureAds(page);
  await page.goto('/');
  await expect(adScript(page)).toHaveCount(1);
  // A marker that only survives navigation inside the same page load.
  const marked = () => page.evaluate(() => (window as unknown as { adMarker?: boolean }).adMarker === true);
  const mark = () => page.evaluate(() => ((window as unknown as { adMarker?: boolean }).adMarker = true));
  await mark();

  // Another public page: same page load, script still there.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Fortitude Network' })).toBeVisible();
  expect(await marked()).toBe(true);
  await expect(adScript(page)).toHaveCount(1);

  // The sign-in page: a full load, no script and no ad.
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('h1')).toHaveCount(1, { timeout: 20_000 });
  expect(await marked()).toBe(false);
  await expect(adScript(page)).toHaveCount(0);
  await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);

  // From the home page to the support page (payments) by the header's link: a full load too.
  await page.goto('/');
  await expect(adScript(page)).toHaveCount(1);
  await mark();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible({ timeout: 20_000 });
  expect(await marked()).toBe(false);
  await expect(adScript(page)).toHaveCount(0);

  // From the home page to /chat by the router's own history (as the Back button does): a full load.
  await page.goto('/');
  await expect(adScript(page)).toHaveCount(1);
  await mark();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/chat');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/(chat|auth)/);
  await expect(page.locator('h1')).toHaveCount(1, { timeout: 20_000 });
  expect(await marked()).toBe(false);
  await expect(adScript(page)).toHaveCount(0);
  await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
});

test('the home page introduces Forti and the public sources the platform relies on', async ({ page }) => {
  await page.goto('/');
  const forti = page.getByRole('region', { name: 'Meet Forti' });
  await expect(forti.getByText(/does not diagnose/)).toBeVisible();
  // A visitor joining from Forti's section is brought to Forti after the welcome (issue 44).
  await expect(forti.getByRole('link', { name: 'Join to Chat with Forti', exact: true })).toHaveAttribute(
    'href',
    '/auth?tab=signup&next=%2Fchat',
  );
  const sources = page.getByRole('region', { name: 'Sources we rely on' });
  await expect(sources.getByRole('link', { name: /ncdirindia\.org/ })).toHaveAttribute(
    'href',
    'https://ncdirindia.org',
  );
  await expect(sources.getByRole('link', { name: /telemanas\.mohfw\.gov\.in/ })).toHaveAttribute(
    'href',
    'https://telemanas.mohfw.gov.in',
  );
});

for (const url of [
  '/about',
  '/offerings',
  '/docs/platform',
  '/docs/donate',
  '/docs/rules',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/contact',
]) {
  test(`${url} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(url);
    // Each page is its own lazily loaded chunk; give a busy machine time to fetch it.
    await expect(page.locator('h1')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the contact form with its errors shown has no serious accessibility violation', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please write your message.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
