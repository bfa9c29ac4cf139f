import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

test('a member shares a story, reads it in full, hearts it, and finds it by search and filters', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, baseURL!, newMember('Rekha Pillai'));
  const title = `Learning to rest ${Date.now()}`;
  const story = `${'After my surgery I learned that rest is part of healing, not a failure. '.repeat(3)}The end.`;
  await page.goto('/stories');
  await page.getByRole('button', { name: 'Share Your Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Story' });
  await dialog.getByRole('button', { name: 'Share Story' }).click();
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Your story').fill(story);
  await dialog.getByLabel('Cancer type').selectOption('colon');
  await dialog.getByLabel('Tone').selectOption('hopeful');
  await dialog.getByRole('button', { name: 'Share Story' }).click();
  await expect(page.getByText('Story Shared').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('The end.')).toBeVisible();
  await page.getByRole('button', { name: /heart this story$/ }).click();
  await expect(page.getByRole('button', { name: /^1 heart: take back your heart$/ })).toBeVisible();

  await page.goto('/stories?tone=hopeful&cancerType=colon');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // The card shows the excerpt: 150 characters and '...'.
  await expect(card.getByText(`${story.slice(0, 150)}...`)).toBeVisible();
  await page.getByLabel('Filter by tone').selectOption('grief');
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.goto(`/stories?q=${encodeURIComponent('learning rest')}`);
  await page.getByRole('link', { name: `Read Full Story: ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});

test('an admin publishes an event; a member finds it, registers, sees the meeting link, and cancels', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Breathing workshop ${Date.now()}`;
  const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await signInAsAdmin(page.request, baseURL!);
  await page.goto('/events');
  await page.getByRole('tab', { name: 'Create Event' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Event type').fill('Workshop');
  await page.getByLabel('Start date').fill(tomorrow);
  await page.getByLabel('Start time').fill('18:30');
  await page.getByLabel('End date').fill(tomorrow);
  await page.getByLabel('End time').fill('19:30');
  await page.getByLabel('This is an online event').check();
  await page.getByLabel('Meeting link').fill('https://meet.example.org/breathing');
  await page.getByLabel('Max attendees').fill('10');
  await page.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Event Published').first()).toBeVisible();

  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signUpViaApi(memberPage.request, baseURL!, newMember('Anil Joshi'));
  await memberPage.goto('/events');
  await expect(memberPage.getByRole('tab', { name: 'Create Event' })).toHaveCount(0);
  await memberPage.getByRole('searchbox', { name: 'Search events' }).fill('breathing');
  await expect(memberPage).toHaveURL(/q=breathing/);
  const card = memberPage.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Max 10 attendees')).toBeVisible();
  await expect(card.getByText('This is an online event')).toBeVisible();
  await expect(card.getByText('6:30 pm – 7:30 pm IST')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Join Meeting' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(memberPage.getByText('Registration Successful').first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'Join Meeting' })).toHaveAttribute(
    'href',
    'https://meet.example.org/breathing',
  );
  await expect(card.getByText('1 registered')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel registration' }).click();
  await memberPage
    .getByRole('dialog', { name: 'Cancel your registration?' })
    .getByRole('button', { name: 'Cancel registration' })
    .click();
  await expect(card.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(card.getByText('0 registered')).toBeVisible();
  const ics = await memberPage.request.get(
    (await card.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) as string,
  );
  expect(await ics.text()).toContain(`SUMMARY:${title}`);
  await member.close();
});

test('a visitor is asked to sign in to register and nothing is sent', async ({ page }) => {
  await page.goto('/events');
  const register = page.getByRole('button', { name: 'Sign In to Register' }).first();
  await register.click();
  await expect(page.getByText('Please sign in to register for events.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a member joins and leaves a support group; an admin creates and deletes one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, baseURL!, newMember('Zoya Khan'));
  await page.goto('/support-groups');
  const card = page.getByRole('article', { name: 'Caregivers’ Circle' });
  await expect(card.getByText('3 of 50 members')).toBeVisible();
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Joined support group!').first()).toBeVisible();
  await expect(card.getByText('4 of 50 members')).toBeVisible();
  await card.getByRole('button', { name: 'Leave' }).click();
  await expect(card.getByText('3 of 50 members')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Group' })).toHaveCount(0);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage.request, baseURL!);
  const name = `Evening walkers ${Date.now()}`;
  await adminPage.goto('/support-groups');
  await adminPage.getByRole('button', { name: 'Create Group' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Create Support Group' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByLabel('Max members').fill('900');
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(adminPage.getByText('Support group created successfully!').first()).toBeVisible();
  const created = adminPage.getByRole('article', { name });
  await expect(created.getByText('0 of 20 members')).toBeVisible();
  await created.getByRole('button', { name: 'Delete' }).click();
  await adminPage.getByRole('dialog', { name: 'Delete this group?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(adminPage.getByText('Support group deleted successfully!').first()).toBeVisible();
  await expect(adminPage.getByRole('article', { name })).toHaveCount(0);
  await admin.close();
});

test('the resources library: every tab, an article, and a search', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Looking after yourself as a caregiver' }).click();
  await expect(page.getByRole('heading', { name: 'Looking after yourself as a caregiver', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await page.goBack();
  await page.getByRole('tab', { name: 'Links' }).click();
  await expect(page).toHaveURL(/tab=links/);
  for (const group of ['YouTube Channels', 'Helpful Websites', 'Support Helplines'])
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  await expect(page.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await page.getByRole('tab', { name: 'NGOs' }).click();
  await expect(page.getByRole('heading', { name: 'Indian Cancer Society' })).toBeVisible();
  await page.getByRole('tab', { name: 'Professionals' }).click();
  await expect(page.getByRole('heading', { name: 'Tata Memorial Hospital, Mumbai' })).toBeVisible();
  await page.getByRole('tab', { name: 'NGOs' }).click();
  await page.getByRole('searchbox', { name: 'Search resources' }).fill('kerala');
  await expect(page.getByRole('heading', { name: 'Pallium India' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Indian Cancer Society' })).toHaveCount(0);
});
