import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

// Issue 41, item 6: an opening private message that asks for money or offers a cure shows its
// reader a warning with a one-click report; its sender never sees the warning.

async function memberPage(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const id = await signUpViaApi(page.request, baseURL, newMember(name));
  return { page, id };
}

test('a scam message shows its banner to the recipient only, with a report button', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const scammer = await memberPage(browser, baseURL!, `Vikram Sethi ${stamp}`);
  const member = await memberPage(browser, baseURL!, `Anita Desai ${stamp}`);
  const post = (page: Page, url: string, data: object) =>
    page.request.post(url, { data, headers: { origin: baseURL! } });
  // Connected (only connections can message each other), then the opening messages.
  const request = await post(scammer.page, '/api/connections', { receiverId: member.id });
  expect(request.status()).toBe(201);
  const accepted = await member.page.request.patch(`/api/connections/${(await request.json()).id}`, {
    data: { action: 'accept' },
    headers: { origin: baseURL! },
  });
  expect(accepted.ok()).toBeTruthy();
  const sent = await post(scammer.page, `/api/messages/${member.id}`, {
    content:
      'Guaranteed herbal medicine, 100% cure for cancer in 30 days, no need for chemo. Pay Rs 5000 to my UPI vikram.cure@okaxis to order.',
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await member.page.goto(`/messages/${scammer.id}`);
  await expect(member.page.getByText('Be careful with this conversation')).toBeVisible();
  await expect(
    member.page.getByText('Never send money to someone you met here; report it if you are unsure.'),
  ).toBeVisible();
  // The banner comes before the messages: its button is the first of the page's report buttons.
  await member.page.getByRole('button', { name: 'Report this message' }).first().click();
  await expect(member.page.getByRole('dialog', { name: 'Report this message' })).toBeVisible();

  await scammer.page.goto(`/messages/${member.id}`);
  await expect(scammer.page.getByText('Guaranteed herbal medicine', { exact: false })).toBeVisible();
  await expect(scammer.page.getByText('Be careful with this conversation')).toHaveCount(0);
  await expect(scammer.page.getByText('Never send money to someone you met here', { exact: false })).toHaveCount(0);
});
