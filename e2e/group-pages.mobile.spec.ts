import { expect, test } from '@playwright/test';
import { hostWithGroup, setMeeting } from './group-pages-support';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

/** Groups are places (issue 44) on a 375 px phone: in Hindi, a member's whole path; in English, a visitor. */

test('in Hindi on a phone: join a group, see its meeting link, write to it, and find it under मेरे समूह', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const link = `https://meet.example.org/saathi-${Date.now().toString(36)}`;
  const { host, groupId, groupName } = await hostWithGroup(browser, baseURL!, 'Saathi circle');
  await setMeeting(host.request, baseURL!, groupId, link);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  await signUpViaApi(page.request, baseURL!, newMember('Kavita Joshi'));
  await page.goto(`/support-groups/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText('मीटिंग का लिंक सदस्यों को यहीं दिखता है। लिंक पाने के लिए समूह से जुड़ें।')).toBeVisible();
  await expect(page.getByRole('link', { name: /मीटिंग में जुड़ें/ })).toHaveCount(0);
  expect(await page.content()).not.toContain(link);

  await page.getByRole('button', { name: 'इस समूह से जुड़ें' }).click();
  await expect(page.getByText('आप इस समूह के सदस्य हैं')).toBeVisible();
  await expect(page.getByRole('link', { name: /मीटिंग में जुड़ें/ })).toHaveAttribute('href', link);
  await expect(page.getByText(/(भारतीय समय, IST)/)).toBeVisible();

  const conversation = page.getByRole('region', { name: 'बातचीत' });
  await conversation.getByLabel('समूह को लिखें').fill('नमस्ते, मैं लखनऊ से हूँ। अगले हफ़्ते मेरी पहली कीमो है।');
  await conversation.getByRole('button', { name: 'भेजें' }).click();
  await expect(conversation.getByRole('list', { name: 'संदेश' })).toContainText('अगले हफ़्ते मेरी पहली कीमो है।');

  // Nothing runs off the side of a 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/group-pages-375-hi.png', fullPage: true });

  // मेरे समूह in the phone menu.
  await page.getByRole('button', { name: 'मेनू खोलें' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'मेरे समूह', exact: true }).click();
  await expect(page).toHaveURL(/\/my-groups$/);
  await expect(page.getByRole('list', { name: 'मेरे समूह' }).getByRole('link', { name: groupName })).toBeVisible();
  await page.screenshot({ path: 'test-results/group-pages-my-groups-375-hi.png', fullPage: true });
  await Promise.all([host.close(), context.close()]);
});

test('a visitor on a phone sees the group and its meeting time, but no link and no conversation', async ({
  page,
  browser,
  baseURL,
}) => {
  const link = `https://meet.example.org/visitor-${Date.now().toString(36)}`;
  const { host, groupId, groupName } = await hostWithGroup(browser, baseURL!, 'Survivors morning');
  await setMeeting(host.request, baseURL!, groupId, link);
  await page.goto(`/support-groups/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText('Members see the meeting link here. Join the group to get it.')).toBeVisible();
  await expect(page.getByText('For members only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In to Join' })).toBeVisible();
  expect(await page.content()).not.toContain(link);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/group-pages-375-en.png', fullPage: true });
  await host.close();
});
