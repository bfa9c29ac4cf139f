import { expect, test, type Browser, type Page } from '@playwright/test';
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

test('two members connect, message each other live, see the toast and the bell badge, and one blocks the other', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const asha = await memberIn(browser, baseURL!, `Asha Kulkarni ${stamp}`);
  const ravi = await memberIn(browser, baseURL!, `Ravi Menon ${stamp}`);

  // Ravi finds Asha in Discover and sends a request with a message.
  await ravi.page.goto('/connect');
  await expect(ravi.page.getByRole('heading', { name: 'Connect', level: 1 })).toBeVisible();
  await ravi.page.getByPlaceholder('Search users by name, role, or location...').fill(`asha kulkarni ${stamp}`);
  await expect(ravi.page).toHaveURL(/q=asha/);
  const card = ravi.page.getByRole('article', { name: asha.name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Send Request to ${asha.name}` }).click();
  const dialog = ravi.page.getByRole('dialog', { name: 'Send Connection Request' });
  await dialog
    .getByLabel('Personal message (optional)')
    .fill('  Namaste! My father starts radiation in Pune next week.  ');
  // Asha is on her home page with the bell in view when the request arrives.
  await asha.page.goto('/');
  await expect(asha.page.locator('html[data-realtime="open"]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(ravi.page.getByText('Connection Request Sent')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  await expect(ravi.page.getByRole('tab', { name: 'Sent (1)' })).toBeVisible();

  // Live: a toast with the View link, and the bell's badge.
  await expect(asha.page.getByText('New Connection Request')).toBeVisible();
  await expect(asha.page.getByText(`${ravi.name} would like to connect with you.`).first()).toBeVisible();
  await expect(asha.page.getByTestId('notification-badge').first()).toHaveText('1');
  await asha.page.getByRole('button', { name: 'View' }).click();
  await expect(asha.page).toHaveURL(/\/connect\?tab=requests/);
  await expect(asha.page.getByText('Namaste! My father starts radiation in Pune next week.')).toBeVisible();
  await expect(asha.page.getByTestId('notification-badge')).toHaveCount(0);
  await asha.page.getByRole('button', { name: `Accept the request from ${ravi.name}` }).click();
  await expect(asha.page.getByText('Connection status updated successfully!')).toBeVisible();
  await expect(asha.page.getByText('No Pending Requests')).toBeVisible();
  await expect(asha.page.getByRole('tab', { name: 'Connections (1)' })).toBeVisible();

  // Ravi hears of it live and opens the chat from his connections.
  await expect(ravi.page.locator('html[data-realtime="open"]')).toHaveCount(1);
  await expect(ravi.page.getByText('Connection Accepted')).toBeVisible();
  await ravi.page.getByRole('tab', { name: /Connections/ }).click();
  await ravi.page.getByRole('button', { name: `Send Message to ${asha.name}` }).click();
  await expect(ravi.page).toHaveURL(new RegExp(`/messages/${asha.id}$`));
  const raviBox = ravi.page.getByLabel('Your message');
  await raviBox.fill('   ');
  await expect(ravi.page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await raviBox.fill('Thank you for accepting! How are you holding up?');
  await raviBox.press('Enter');
  await expect(ravi.page.getByRole('log').getByText('Thank you for accepting! How are you holding up?')).toBeVisible();
  await expect(raviBox).toHaveValue('');
  await expect(asha.page.locator('html[data-realtime="open"]')).toHaveCount(1);

  // Asha, elsewhere, gets the message notification live; in the chat the message is already there.
  await expect(asha.page.getByText(`${ravi.name} sent you a message.`).first()).toBeVisible();
  await asha.page.goto(`/messages/${ravi.id}`);
  await expect(asha.page.getByRole('log').getByText('Thank you for accepting! How are you holding up?')).toBeVisible();
  await asha.page.getByLabel('Your message').fill('Better today. The hospital canteen has good idli!');
  await asha.page.getByRole('button', { name: 'Send message' }).click();
  // Ravi's open chat receives it without reloading, and his own message shows as seen.
  await expect(ravi.page.getByRole('log').getByText('Better today. The hospital canteen has good idli!')).toBeVisible();
  await expect(ravi.page.getByRole('log').getByText('Seen')).toBeVisible();

  // The inbox lists the conversation.
  await asha.page.goto('/messages');
  await expect(asha.page.getByRole('link', { name: new RegExp(ravi.name) })).toContainText('You: Better today.');

  // Asha blocks Ravi from his profile, after confirming: he can no longer write to her.
  await asha.page.goto(`/user/${ravi.id}`);
  await asha.page.getByRole('button', { name: `Block ${ravi.name}` }).click();
  const confirm = asha.page.getByRole('dialog', { name: `Block ${ravi.name}?` });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(asha.page.getByText(`You have blocked ${ravi.name}.`)).toBeVisible();
  await ravi.page.reload();
  await expect(ravi.page.getByText('You can send messages only to members you are connected with.')).toBeVisible();
  await expect(ravi.page.getByLabel('Your message')).toHaveCount(0);
  await ravi.page.goto('/connect');
  await ravi.page.getByPlaceholder('Search users by name, role, or location...').fill(`asha kulkarni ${stamp}`);
  await expect(ravi.page.getByText('No Users Found')).toBeVisible();
});

test('/connect and /messages have no serious or critical accessibility violation', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!, newMember('Lakshmi Rao'));
  await page.goto('/connect');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: /Requests/ }).click();
  await expect(page.getByText('No Pending Requests')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/messages');
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor on /connect is invited to sign in', async ({ page }) => {
  await page.goto('/connect');
  await expect(page.getByText('Sign in to connect')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
});
