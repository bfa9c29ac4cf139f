import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

/** The number in a figure such as ₹1,25,000. */
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function supportTotal(page: Page) {
  const figure = page.getByTestId('support-total');
  await expect(figure).toBeVisible();
  return amountIn(await figure.textContent());
}

test('a sandbox payment from the tier button completes and thanks the payer, and the public totals leave it out (no money moved)', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.request, baseURL!, newMember('Kavya Menon'));
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support Us', level: 1 })).toBeVisible();
  const before = await supportTotal(page);
  await page.goto('/community');
  const hubBefore = amountIn(await page.getByTestId('community-donations').textContent());
  expect(hubBefore).toBe(before);

  await page.goto('/support');
  const supporter = page.getByRole('group', { name: 'Supporter' });
  await supporter.getByRole('button', { name: '₹1,000', exact: true }).click();
  await supporter.getByRole('button', { name: 'Support as Supporter · ₹1,000' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sandbox payment — no money moves' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay ₹1,000' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks.getByText('Payment received. Thank you for your support!')).toBeVisible();
  await thanks.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  expect(await supportTotal(page)).toBe(before);
  await page.goto('/community');
  await expect(page.getByTestId('community-donations')).toHaveText(`₹${before.toLocaleString('en-IN')}`);
});

test('a cancelled sandbox checkout changes nothing', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!, newMember('Rohan Desai'));
  await page.goto('/support');
  const before = await supportTotal(page);
  await page
    .getByRole('group', { name: 'Patron' })
    .getByRole('button', { name: /Support as Patron/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox payment — no money moves' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  expect(await supportTotal(page)).toBe(before);
});

test('the custom amount shows its pay button only from ₹500, and tier amounts stay in range', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.request, baseURL!, newMember('Sana Sheikh'));
  await page.goto('/support');
  const custom = page.getByRole('group', { name: 'Custom amount' });
  const amount = custom.getByLabel('Your amount (₹)');
  await amount.fill('499');
  await expect(custom.getByRole('button', { name: /Support with/ })).toHaveCount(0);
  await amount.fill('500');
  await expect(custom.getByRole('button', { name: 'Support with ₹500' })).toBeVisible();

  const advocate = page.getByRole('group', { name: 'Advocate' });
  await expect(advocate.getByLabel('Advocate amount (₹)')).toHaveValue('2000');
  await advocate.getByLabel('Advocate amount (₹)').fill('9000');
  await expect(advocate.getByText('The Advocate tier is ₹2,000 to ₹7,999.')).toBeVisible();
  await expect(advocate.getByRole('button', { name: /Support as Advocate/ })).toBeDisabled();
});

test('visitors see the tiers, the disclaimer and a sign-in button instead of paying', async ({ page }) => {
  await page.goto('/donate');
  for (const [name, range] of [
    ['Supporter', '₹500 – ₹1,999'],
    ['Advocate', '₹2,000 – ₹7,999'],
    ['Patron', '₹8,000 and above'],
  ]) {
    const card = page.getByRole('group', { name: name! });
    await expect(card.getByText(range!)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign in to support' })).toBeVisible();
  }
  await expect(page.getByText('Name on website')).toBeVisible();
  await expect(page.getByText(/voluntary subscriptions .* not donations, and they are not tax-exempt/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refund Policy', exact: true }).last()).toHaveAttribute(
    'href',
    '/refund-policy',
  );
  await expect(page.getByRole('heading', { name: 'How your support helps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
});

test('/support has no serious or critical accessibility violation, signed out, signed in and in checkout', async ({
  page,
  baseURL,
}) => {
  await page.goto('/support');
  await expect(page.getByTestId('support-total')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signUpViaApi(page.request, baseURL!, newMember('Imran Ali'));
  await page.goto('/support');
  await expect(page.getByTestId('support-total')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('group', { name: 'Supporter' })
    .getByRole('button', { name: /Support as Supporter/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Sandbox payment — no money moves' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
