import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { memberIn, shot } from './own-words-support';

// Issue 41, item 6 (decision 0075), on a 375 px phone in Hindi: a connection request whose note asks
// for money warns the member who received it, with a report button beside the warning; an ordinary
// note does not, and the sender never sees the warning.
const catalog = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8'));
const people = catalog('web/src/locales/hi/people.json');
const common = catalog('web/src/locales/hi/common.json');

async function idOf(page: Page): Promise<string> {
  const me = await page.request.get('/api/auth/get-session');
  return (await me.json()).user.id as string;
}

test('a request asking for money shows its receiver a warning and a report button; an ordinary one does not', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const receiver = await memberIn(browser, baseURL!, `Kamla Devi ${stamp}`, 'hi');
  await receiver.setViewportSize({ width: 375, height: 740 });
  const stranger = await memberIn(browser, baseURL!, `Rakesh Grant ${stamp}`);
  const friend = await memberIn(browser, baseURL!, `Meena Joshi ${stamp}`);
  const receiverId = await idOf(receiver);
  const send = async (page: Page, message: string) => {
    const res = await page.request.post('/api/connections', {
      data: { receiverId, message },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await send(
    stranger,
    'Madam aapka ₹50,000 ka ilaaj grant manjoor hua hai. ₹999 processing fee grant.help@okaxis pe bhejo aaj hi.',
  );
  await send(friend, 'Namaste, my mother had the same surgery last year in Lucknow. Happy to talk if it helps.');

  await receiver.goto('/connect?tab=requests');
  const warned = receiver.getByRole('listitem').filter({ hasText: `Rakesh Grant ${stamp}` });
  const ordinary = receiver.getByRole('listitem').filter({ hasText: `Meena Joshi ${stamp}` });
  await expect(warned.getByText(people.requests.caution)).toBeVisible({ timeout: 20_000 });
  await expect(warned.getByRole('button', { name: common.report.open.profile })).toBeVisible();
  await expect(ordinary.getByText('Namaste, my mother had the same surgery')).toBeVisible();
  await expect(ordinary.getByText(people.requests.caution)).toHaveCount(0);
  await warned.scrollIntoViewIfNeeded();
  await shot(receiver, 'scam-caution-375-hi');

  await stranger.goto('/connect?tab=sent');
  await expect(stranger.getByText(`Kamla Devi ${stamp}`)).toBeVisible({ timeout: 20_000 });
  await expect(stranger.getByText(people.requests.caution)).toHaveCount(0);
});
