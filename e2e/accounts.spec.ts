import path from 'node:path';
import os from 'node:os';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { latestMailLink, newMember } from './support';

test('the whole account journey: sign up, wrong password, sign in, profile with avatar, sign out, reset, sign in again', async ({
  page,
}) => {
  // The longest journey of the suite, and now through the welcome too (decision 0062).
  test.slow();
  const m = newMember('Priya Sharma');

  // Sign up on the combined auth page.
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('Full Name', { exact: true }).fill(m.name);
  await signUp.getByLabel('Email').fill(m.email);
  await signUp.getByLabel('Password', { exact: true }).fill(m.password);
  await signUp.getByLabel('Confirm Password').fill('something-else-1');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match. Please try again.').first()).toBeVisible();
  await signUp.getByLabel('Confirm Password').fill(m.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  // The welcome first (decision 0062): who you are, a step to skip, then on to where she was going (home).
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('radio', { name: /A patient/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Sign out: every session ends, 'Signed out', back to /auth.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // A wrong password is refused with the specification's text.
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(m.email);
  await login.getByLabel('Password', { exact: true }).fill('Not-my-password-9');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.').first(),
  ).toBeVisible();

  // The right one signs in.
  await login.getByLabel('Password', { exact: true }).fill(m.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Profile: edit fields and upload an avatar.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByText(/FN-[0-9A-Z]{8}/)).toBeVisible();
  const avatar = path.join(os.tmpdir(), `avatar-${Date.now()}.jpg`);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c9ee8' } })
    .jpeg()
    .toFile(avatar);
  await page.locator('input[type="file"]').setInputFiles(avatar);
  await expect(page.getByText('Image Uploaded')).toBeVisible();
  await expect(page.locator('img[src^="/files/avatars/"]').first()).toBeVisible();

  await page.getByLabel('Full Name', { exact: true }).fill('Priya S. Sharma');
  await page.getByLabel(/Username/).fill(`priya_${Date.now() % 100000}`);
  await page.getByLabel('Bio', { exact: true }).fill('Caring for my mother through treatment in Jaipur.');
  await page.getByLabel('Role', { exact: true }).selectOption('caregiver');
  await page.getByLabel('Location', { exact: true }).fill('Jaipur, Rajasthan');
  await page.getByLabel('Cancer Type', { exact: true }).selectOption('breast');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Priya S. Sharma');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('caregiver');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Jaipur, Rajasthan');

  // Sign out, then reset the password from the e-mailed link.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Email').fill(m.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset email sent')).toBeVisible();

  const link = await latestMailLink(m.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  const newPassword = 'Jasmine-terrace-58';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel(/Confirm/).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // The old password no longer works; the new one does.
  const login2 = page.getByRole('tabpanel', { name: 'Login' });
  await login2.getByLabel('Email').fill(m.email);
  await login2.getByLabel('Password', { exact: true }).fill(m.password);
  await login2.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.').first(),
  ).toBeVisible();
  await login2.getByLabel('Password', { exact: true }).fill(newPassword);
  await login2.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
});

test('a visitor reading Hindi signs up in Hindi, the account keeps Hindi, and the profile names the role in Hindi', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  const m = newMember('Anjali Verma');

  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { name: 'स्वागत है' })).toBeVisible();
  const signUp = page.getByRole('tabpanel', { name: 'साइन अप' });
  await signUp.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(signUp.getByText('पूरा नाम लिखना ज़रूरी है।')).toBeVisible();
  await expect(signUp.getByText('कृपया अपना ईमेल पता लिखें।')).toBeVisible();

  await signUp.getByLabel('पूरा नाम').fill(m.name);
  await signUp.getByLabel('ईमेल').fill(m.email);
  await signUp.getByLabel('पासवर्ड', { exact: true }).fill(m.password);
  await signUp.getByLabel('पासवर्ड की पुष्टि करें').fill(m.password);
  await signUp.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(page.getByText('खाता बन गया!')).toBeVisible();
  // The welcome in Hindi (decision 0062): she says she is a patient.
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('radio', { name: /मरीज़/ }).check();
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await page.getByRole('button', { name: 'यह चरण छोड़ें' }).click();
  await page.getByRole('button', { name: 'होम पेज पर जाएँ' }).click();
  await expect(page).toHaveURL(/\/$/);

  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { language: string } };
  expect(session.user.language).toBe('hi');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल सेटिंग' })).toBeVisible();
  await expect(page.getByLabel('भूमिका').locator('option:checked')).toHaveText('मरीज़');
  await expect(page.getByRole('button', { name: 'बदलाव सेव करें' })).toBeDisabled();
});
