import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

/** A member in their own browser context (their own cookies), signed up through the API. */
async function memberIn(
  browser: Browser,
  baseURL: string,
  name: string,
): Promise<{ page: Page; id: string; name: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const id = await signUpViaApi(page.request, baseURL, newMember(name));
  return { page, id, name };
}

async function post(request: APIRequestContext, baseURL: string, data: Record<string, unknown>) {
  const res = await request.post('/api/forum/posts', {
    data: { postType: 'question', ...data },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).post.id as string;
}

async function reply(request: APIRequestContext, baseURL: string, postId: string, content: string, parentId?: string) {
  const res = await request.post(`/api/forum/posts/${postId}/replies`, {
    data: { content, parentId: parentId ?? null },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: string };
}

async function setUsername(request: APIRequestContext, baseURL: string, fullName: string, username: string) {
  const res = await request.patch('/api/profiles/me', {
    headers: { origin: baseURL },
    data: {
      fullName,
      username,
      role: 'patient',
      diagnosisDate: null,
      cancerType: 'breast',
      ageGroup: '40-49',
      bio: '',
      location: '',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Opens the header's bell (the first one: the header keeps one per width). */
async function openBell(page: Page) {
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  return page.getByTestId('notification-list').first();
}

test('a reply to my post reaches my bell live, with a link to it, and the page shows it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const asha = await memberIn(browser, baseURL!, `Asha Pillai ${stamp}`);
  const ravi = await memberIn(browser, baseURL!, `Ravi Shetty ${stamp}`);
  const title = `Sleeping during chemo ${stamp}`;
  const postId = await post(asha.page.request, baseURL!, { title, content: 'What helps you sleep?' });

  await asha.page.goto('/');
  // The first journey of a run may meet a server still warming up.
  await expect(asha.page.locator('html[data-realtime="open"]')).toHaveCount(1, { timeout: 20_000 });
  await reply(ravi.page.request, baseURL!, postId, 'A warm glass of milk and no screens after nine.');

  // Live: the badge, then the bell's item, whose View link goes to the reply's thread.
  await expect(asha.page.getByTestId('notification-badge').first()).toHaveText('1');
  const list = await openBell(asha.page);
  const item = list.getByRole('listitem').filter({ hasText: ravi.name });
  await expect(item).toContainText(title);
  await expect(item.getByRole('link', { name: 'View' })).toHaveAttribute('href', new RegExp(`/forum/${postId}`));
  await asha.page.getByRole('link', { name: 'See all notifications' }).first().click();
  await expect(asha.page).toHaveURL(/\/notifications$/);
  await expect(asha.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const row = asha.page.getByTestId('notification-page-list').getByRole('listitem').filter({ hasText: ravi.name });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(asha.page);
  await row.getByRole('link').click();
  await expect(asha.page).toHaveURL(new RegExp(`/forum/${postId}`));
  await expect(asha.page.getByTestId('notification-badge')).toHaveCount(0);
  // The author watches her own thread.
  await expect(asha.page.getByRole('radio', { name: 'Watching' })).toBeChecked();
});

test('a mention picked from the suggestions notifies the member once', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const asha = await memberIn(browser, baseURL!, `Asha Menon ${stamp}`);
  const ravi = await memberIn(browser, baseURL!, `Ravi Kapoor ${stamp}`);
  const username = `asha_${stamp}`;
  await setUsername(asha.page.request, baseURL!, asha.name, username);

  await ravi.page.goto('/forum');
  await ravi.page.getByRole('button', { name: 'New Post' }).click();
  const dialog = ravi.page.getByRole('dialog', { name: 'Share with the Community' });
  await dialog.getByLabel('Title').fill(`Diet after surgery ${stamp}`);
  const box = dialog.getByLabel('What would you like to share?');
  await box.pressSequentially(`नमस्ते @asha_${stamp.slice(0, 2)}`);
  const suggestions = ravi.page.getByRole('listbox', { name: 'Members you can mention' });
  await expect(suggestions.getByRole('option', { name: new RegExp(`@${username}`) })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  // Only one member has this username's start: the first suggestion is hers.
  await box.press('Enter');
  await expect(box).toHaveValue(`नमस्ते @${username} `);
  await box.pressSequentially('क्या आप बता सकती हैं?');
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(ravi.page.getByRole('heading', { name: `Diet after surgery ${stamp}`, level: 1 })).toBeVisible();

  await asha.page.goto('/notifications?filter=mentions');
  const rows = asha.page.getByTestId('notification-page-list').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('You Were Mentioned');
  await expect(rows.first()).toContainText(ravi.name);
});

test('a new member who never chose a username is suggested by name and mentioned', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  // A new member who has not opened their profile: a username was made from the name at sign-up.
  const vasudha = await memberIn(browser, baseURL!, `Vasudha ${stamp}`);
  const ravi = await memberIn(browser, baseURL!, `Ravi Joshi ${stamp}`);

  await ravi.page.goto('/forum');
  await ravi.page.getByRole('button', { name: 'New Post' }).click();
  const dialog = ravi.page.getByRole('dialog', { name: 'Share with the Community' });
  await dialog.getByLabel('Title').fill(`Hospital food ${stamp}`);
  const box = dialog.getByLabel('What would you like to share?');
  // Typed as a word of her name, not as a username.
  await box.pressSequentially(`Thank you @${stamp}`);
  const suggestions = ravi.page.getByRole('listbox', { name: 'Members you can mention' });
  const option = suggestions.getByRole('option', { name: new RegExp(`Vasudha ${stamp}`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(`@vasudha.${stamp}`);
  await option.click();
  await expect(box).toHaveValue(new RegExp(`^Thank you @vasudha\\.${stamp}\\d* $`));
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(ravi.page.getByRole('heading', { name: `Hospital food ${stamp}`, level: 1 })).toBeVisible();

  await vasudha.page.goto('/notifications?filter=mentions');
  const rows = vasudha.page.getByTestId('notification-page-list').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ravi.name);
});

test('the notifications page goes page by page and filters by kind, kept in the address', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const asha = await memberIn(browser, baseURL!, `Asha Rao ${stamp}`);
  // 22 members ask to connect: 22 notifications, more than one page of 20.
  for (let i = 0; i < 22; i++) {
    const context = await browser.newContext({ baseURL });
    await signUpViaApi(context.request, baseURL!, newMember(`Member ${i} ${stamp}`));
    const res = await context.request.post('/api/connections', {
      data: { receiverId: asha.id },
      headers: { origin: baseURL! },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    await context.close();
  }
  const ravi = await memberIn(browser, baseURL!, `Ravi Iyer ${stamp}`);
  const postId = await post(asha.page.request, baseURL!, { title: `Wigs in Chennai ${stamp}`, content: 'Where?' });
  await reply(ravi.page.request, baseURL!, postId, 'Try the shop near the hospital.');

  await asha.page.goto('/notifications');
  const rows = asha.page.getByTestId('notification-page-list').getByRole('listitem');
  await expect(rows).toHaveCount(20);
  // Newest first: the reply came last.
  await expect(rows.first()).toContainText(ravi.name);
  await asha.page.getByRole('button', { name: 'Show older notifications' }).click();
  await expect(rows).toHaveCount(23);
  await expect(asha.page.getByRole('button', { name: 'Show older notifications' })).toHaveCount(0);

  await asha.page.getByRole('button', { name: 'Replies' }).click();
  await expect(asha.page).toHaveURL(/filter=replies/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ravi.name);
  await asha.page.getByRole('button', { name: 'Connection requests' }).click();
  await expect(rows).toHaveCount(20);
  await asha.page.reload();
  await expect(asha.page.getByRole('button', { name: 'Connection requests' })).toHaveAttribute('aria-pressed', 'true');

  // Read one, then all: the unread filter empties.
  await asha.page.getByRole('button', { name: /^Unread/ }).click();
  await expect(rows).toHaveCount(20);
  await rows
    .first()
    .getByRole('button', { name: /^Mark read/ })
    .click();
  await asha.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(asha.page.getByText('No notifications of this kind.')).toBeVisible();
});

test('an anonymous reply never names its author in the bell or on the page', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const meera = await memberIn(browser, baseURL!, `Meera Anand ${stamp}`);
  const asha = await memberIn(browser, baseURL!, `Asha Gupta ${stamp}`);
  const title = `Telling my children ${stamp}`;
  // Meera asks anonymously; Asha answers; Meera, still anonymous in her own thread, answers Asha.
  const postId = await post(meera.page.request, baseURL!, {
    title,
    content: 'How did you tell them?',
    isAnonymous: true,
  });
  const answered = await reply(asha.page.request, baseURL!, postId, 'Simply, and with a book for children.');
  await asha.page.goto('/');
  await expect(asha.page.locator('html[data-realtime="open"]')).toHaveCount(1);
  await reply(meera.page.request, baseURL!, postId, 'Thank you, that helps.', answered.id);

  await expect(asha.page.getByTestId('notification-badge').first()).toHaveText('1');
  const list = await openBell(asha.page);
  await expect(list).toContainText('Someone (anonymous)');
  await expect(list).not.toContainText(meera.name);
  await expect(list).not.toContainText('Meera');
  await asha.page.goto('/notifications');
  const page = asha.page.getByTestId('notification-page-list');
  await expect(page).toContainText('Someone (anonymous)');
  await expect(page).not.toContainText('Meera');
  // Nor does the API say it.
  const bell = await (await asha.page.request.get('/api/notifications')).text();
  expect(bell).not.toContain('Meera');
  expect(bell).not.toContain(meera.id);
});

test('the notification settings save on the profile and keep after a reload', async ({ browser, baseURL }) => {
  const asha = await memberIn(browser, baseURL!, `Asha Verma ${Date.now().toString(36)}`);
  await asha.page.goto('/profile#notifications');
  const section = asha.page.locator('#notifications');
  const repliesByEmail = section.getByRole('checkbox', { name: 'Replies by e-mail' });
  await expect(repliesByEmail).toBeChecked();
  await repliesByEmail.uncheck();
  await section.getByRole('checkbox', { name: 'No e-mail or push during quiet hours' }).check();
  await section.getByLabel('From').fill('21:30');
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(section.getByText('All changes saved')).toBeVisible();
  await asha.page.reload();
  await expect(section.getByRole('checkbox', { name: 'Replies by e-mail' })).not.toBeChecked();
  await expect(section.getByLabel('From')).toHaveValue('21:30');
  await expect(section.getByLabel('To')).toHaveValue('07:00');
  await expectNoSeriousA11yViolations(asha.page);
});
