import { expect, test } from '@playwright/test';
import { hostWithGroup } from './group-pages-support';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

/**
 * Groups are places (issue 44): a host sets the next meeting from the NGO dashboard; a member joins,
 * finds the meeting link and the conversation on the group's page, writes to the group, and finds the
 * group under My groups; someone outside the group is never given the link.
 */

test('a host sets the meeting; a member joins, meets the group on its page, writes to it and finds it under My groups', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const link = `https://meet.example.org/newly-diagnosed-${Date.now().toString(36)}`;
  const { host, groupId, groupName, hostName } = await hostWithGroup(browser, baseURL!, 'Newly diagnosed circle');

  // The host sets the next meeting from the NGO dashboard.
  const hostPage = await host.newPage();
  await hostPage.goto('/ngo-dashboard');
  const row = hostPage.getByRole('list', { name: 'Your support groups' }).getByRole('listitem').filter({
    hasText: groupName,
  });
  // The first page of a run can be slow to load on a busy machine.
  await expect(row).toContainText('No meeting planned', { timeout: 20_000 });
  await row.getByRole('button', { name: `Set meeting: ${groupName}` }).click();
  const dialog = hostPage.getByRole('dialog', { name: `Next meeting of ${groupName}` });
  await dialog.getByLabel('Date').fill('2027-01-16');
  await dialog.getByLabel('Time (India, IST)').fill('17:00');
  // A link that is not a web address is refused on its field, and nothing typed is lost.
  await dialog.getByLabel('Meeting link').fill('meet dot example');
  await dialog.getByRole('button', { name: 'Save meeting' }).click();
  await expect(dialog.getByLabel('Meeting link')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Date')).toHaveValue('2027-01-16');
  await dialog.getByLabel('Meeting link').fill(link);
  await dialog.getByRole('button', { name: 'Save meeting' }).click();
  await expect(hostPage.getByText('Meeting saved')).toBeVisible();
  await expect(row).toContainText('16 January 2027');

  // A member finds the group and opens its page: before joining, no link.
  const memberContext = await browser.newContext({ baseURL });
  const page = await memberContext.newPage();
  await signUpViaApi(page.request, baseURL!, newMember('Meera Iyer'));
  await page.goto(`/support-groups?q=${encodeURIComponent(groupName)}`);
  await page.getByRole('link', { name: `See the group: ${groupName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText(`Hosted by ${hostName}`)).toBeVisible();
  await expect(page.getByText(/Saturday, 16 January 2027(,| at) 5:00\s?pm \(India time, IST\)/i)).toBeVisible();
  await expect(page.getByText('Members see the meeting link here. Join the group to get it.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the meeting/ })).toHaveCount(0);
  await expect(page.getByText('For members only')).toBeVisible();

  await page.getByRole('button', { name: 'Join this group' }).click();
  await expect(page.getByText('You are a member')).toBeVisible();
  const meetingLink = page.getByRole('link', { name: /Join the meeting/ });
  await expect(meetingLink).toHaveAttribute('href', link);
  await expect(meetingLink).toHaveAttribute('target', '_blank');

  // The conversation: write to the group.
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText('No messages yet. Say hello to the group.')).toBeVisible();
  await conversation
    .getByLabel('Write to the group')
    .fill('Namaste. I was diagnosed last month and start chemo on Monday.');
  await conversation.getByRole('button', { name: 'Send' }).click();
  const messages = conversation.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages).toContainText('I was diagnosed last month and start chemo on Monday.');
  await expect(conversation.getByLabel('Write to the group')).toHaveValue('');

  // Shown in the member list only once she chooses it.
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('No one has chosen to be shown yet.')).toBeVisible();
  await members.getByRole('checkbox', { name: /Show me in the member list/ }).check();
  await expect(members.getByRole('list', { name: 'Members who chose to be shown' })).toContainText('Meera Iyer');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/group-pages-1280-en.png', fullPage: true });

  // My groups: in the Community menu, and on the profile.
  await page.getByRole('button', { name: 'Community' }).click();
  await page
    .getByRole('menuitem', { name: 'My groups' })
    .or(page.getByRole('link', { name: 'My groups' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/my-groups$/);
  await expect(page.getByRole('list', { name: 'My groups' }).getByRole('link', { name: groupName })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'My groups' }).getByRole('link', { name: groupName })).toBeVisible();

  // The same page in Hindi, for the screenshot.
  await page.evaluate(() => localStorage.setItem('fn-language', 'hi'));
  await page.goto(`/support-groups/${groupId}`);
  await expect(page.getByRole('link', { name: /मीटिंग में जुड़ें/ })).toHaveAttribute('href', link);
  await page.screenshot({ path: 'test-results/group-pages-1280-hi.png', fullPage: true });

  // Someone outside the group, signed in or not, is never given the link.
  const visitor = await browser.newContext({ baseURL });
  const outside = await visitor.newPage();
  await outside.goto(`/support-groups/${groupId}`);
  await expect(outside.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(outside.getByText('Members see the meeting link here. Join the group to get it.')).toBeVisible();
  expect(await outside.content()).not.toContain(link);
  expect(await (await outside.request.get(`/api/support-groups/${groupId}`)).text()).not.toContain(link);
  expect((await outside.request.get(`/api/support-groups/${groupId}/messages`)).status()).toBe(401);
  const stranger = await browser.newContext({ baseURL });
  await signUpViaApi(stranger.request, baseURL!, newMember('Arjun Nair'));
  expect(await (await stranger.request.get(`/api/support-groups/${groupId}`)).text()).not.toContain(link);
  expect((await stranger.request.get(`/api/support-groups/${groupId}/messages`)).status()).toBe(403);
  await Promise.all([host.close(), memberContext.close(), visitor.close(), stranger.close()]);
});

test("the host sees every member and removes a message from the group's conversation", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { host, groupId, groupName } = await hostWithGroup(browser, baseURL!, 'Caregivers evening');
  const memberContext = await browser.newContext({ baseURL });
  await signUpViaApi(memberContext.request, baseURL!, newMember('Farhan Qureshi'));
  const origin = { origin: baseURL! };
  expect((await memberContext.request.put(`/api/support-groups/${groupId}/membership`, { headers: origin })).ok()).toBe(
    true,
  );
  const posted = await memberContext.request.post(`/api/support-groups/${groupId}/messages`, {
    data: { content: 'Call this number for a guaranteed herbal cure.' },
    headers: origin,
  });
  expect(posted.status()).toBe(201);

  const page = await host.newPage();
  await page.goto('/ngo-dashboard');
  const row = page
    .getByRole('list', { name: 'Your support groups' })
    .getByRole('listitem')
    .filter({ hasText: groupName });
  await row.getByRole('button', { name: `Members: ${groupName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Members of ${groupName}` });
  await expect(dialog.getByRole('list', { name: 'Members' })).toContainText('Farhan Qureshi');
  await expect(dialog).toContainText('not shown to other members');
  await page.keyboard.press('Escape');

  await row.getByRole('link', { name: `Open page: ${groupName}` }).click();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation).toContainText('guaranteed herbal cure');
  await expect(
    conversation.getByText('You can read and look after this conversation. Join the group to write in it.'),
  ).toBeVisible();
  await conversation.getByRole('button', { name: 'Remove the message by Farhan Qureshi' }).click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: 'Remove this message?' }))
    .first();
  await expect(confirm).toContainText('the removal is recorded');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Message removed.')).toBeVisible();
  await expect(conversation).not.toContainText('guaranteed herbal cure');
  expect(await (await memberContext.request.get(`/api/support-groups/${groupId}/messages`)).json()).toMatchObject({
    items: [],
  });
  await Promise.all([host.close(), memberContext.close()]);
});
