import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

/** A member in their own browser context, signed up through the API, with a profile set through the API. */
async function memberIn(
  browser: Browser,
  baseURL: string,
  name: string,
  profile: Record<string, unknown>,
): Promise<{ page: Page; id: string; name: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const id = await signUpViaApi(page.request, baseURL, newMember(name));
  const saved = await page.request.patch('/api/profiles/me', {
    headers: { origin: baseURL },
    data: { fullName: name, username: null, diagnosisDate: null, bio: null, ageGroup: null, ...profile },
  });
  expect(saved.ok()).toBeTruthy();
  return { page, id, name };
}

test('a survivor offers to mentor; a newly diagnosed member finds and asks them; the mentor accepts and they talk', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const mentor = await memberIn(browser, baseURL!, `Meenakshi Sundaram ${stamp}`, {
    role: 'survivor',
    cancerType: 'breast',
    location: 'Madurai, Tamil Nadu',
  });
  const mentee = await memberIn(browser, baseURL!, `Lakshmi Raghavan ${stamp}`, {
    role: 'patient',
    cancerType: 'breast',
    location: 'Madurai',
  });

  // The survivor offers to mentor (the form starts from her profile).
  const m = mentor.page;
  await m.goto('/mentors/offer');
  await expect(m.getByRole('heading', { name: 'Offer to mentor', level: 1 })).toBeVisible();
  await expect(m.getByLabel('Cancer type')).toHaveValue('breast');
  await expect(m.getByLabel('City')).toHaveValue('Madurai');
  // Nothing chosen yet: the contract's words land on the fields, and nothing typed is lost.
  await m.getByLabel('Subtype (optional)').fill('Triple-negative');
  await m.getByRole('button', { name: 'Save my offer' }).click();
  await expect(m.getByText('Choose at least one treatment.')).toBeVisible();
  await expect(m.getByLabel('Subtype (optional)')).toHaveValue('Triple-negative');
  const treatments = m.getByRole('group', { name: /Treatments you went through/ });
  await treatments.getByRole('checkbox', { name: 'Chemotherapy' }).check();
  await treatments.getByRole('checkbox', { name: 'Surgery' }).check();
  const languages = m.getByRole('group', { name: 'Languages you can talk in' });
  await languages.getByRole('checkbox', { name: 'Tamil' }).check();
  await languages.getByRole('checkbox', { name: 'English' }).check();
  await m.getByLabel('State').selectOption('tamil-nadu');
  await m.getByLabel('How many people can you support at once?').fill('2');
  await m.getByLabel('A short note for members (optional)').fill('Triple-negative, treated at a government hospital.');
  await m.getByRole('button', { name: 'Save my offer' }).click();
  await expect(m.getByText('Your offer is saved')).toBeVisible();
  await expect(m.getByText('Taking new requests')).toBeVisible();

  // The newly diagnosed member finds her (prefilled from the profile) and asks.
  const p = mentee.page;
  await p.goto('/mentors');
  await expect(p.getByRole('heading', { name: 'Peer mentors', level: 1 })).toBeVisible();
  await expect(p.getByLabel('Cancer type')).toHaveValue('breast');
  await p.getByLabel('Subtype (optional)').fill('triple-negative');
  await p
    .getByRole('group', { name: /Treatments you are having/ })
    .getByRole('checkbox', { name: 'Chemotherapy' })
    .check();
  await p
    .getByRole('group', { name: 'Languages you would like to talk in' })
    .getByRole('checkbox', { name: 'Tamil' })
    .check();
  await p.getByRole('button', { name: 'Find mentors' }).click();
  const card = p.getByRole('article', { name: mentor.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Same subtype')).toBeVisible();
  await expect(card.getByText('Same city')).toBeVisible();
  await card.getByRole('button', { name: 'Ask to be my mentor' }).click();
  const dialog = p.getByRole('dialog', { name: `Ask ${mentor.name} to be your mentor` });
  await dialog.getByLabel('Your note').fill('I was diagnosed last week and start chemo in Madurai soon.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(p.getByText('Request sent').first()).toBeVisible();
  await expect(card.getByText('Request sent')).toBeVisible();

  // The mentor accepts.
  await m.goto('/mentors?tab=requests');
  await expect(m.getByText('I was diagnosed last week and start chemo in Madurai soon.')).toBeVisible();
  await m.getByRole('button', { name: 'Accept' }).click();
  await expect(m.getByText(`You are now ${mentee.name}'s mentor`)).toBeVisible();
  await m.getByRole('tab', { name: /My mentorships/ }).click();
  await expect(m.getByText(`You mentor ${mentee.name}`)).toBeVisible();

  // They talk: the note opened the conversation; a message each way.
  await m.getByRole('link', { name: `Message ${mentee.name}` }).click();
  await expect(m).toHaveURL(new RegExp(`/messages/${mentee.id}$`));
  await expect(
    m.getByRole('log').getByText('I was diagnosed last week and start chemo in Madurai soon.'),
  ).toBeVisible();
  await m.getByLabel('Your message').fill('Welcome, Lakshmi. The first cycle is the hardest; I am here.');
  await m.getByRole('button', { name: 'Send message' }).click();
  await expect(m.getByRole('log').getByText('Welcome, Lakshmi.', { exact: false })).toBeVisible();

  await p.goto(`/messages/${mentor.id}`);
  await expect(p.getByRole('log').getByText('Welcome, Lakshmi.', { exact: false })).toBeVisible();
  await p.getByLabel('Your message').fill('Thank you! What helped you with the nausea?');
  await p.getByRole('button', { name: 'Send message' }).click();
  await expect(m.getByRole('log').getByText('Thank you! What helped you with the nausea?')).toBeVisible();
});
