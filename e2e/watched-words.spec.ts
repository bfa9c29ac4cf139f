import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

// Issue 41, decision 0082: an administrator watches a word with "hold"; a member's reply that holds it
// waits for approval, shown to its author only, until the administrator approves it. The word is
// deleted at the end (after a confirmation), so the other journeys sharing this server are not held.

test('a reply with a held watched word waits, seen by its author only, until an administrator approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page.request, baseURL!);
  const word = `kadha${Date.now().toString(36)}`;

  // The administrator adds the word in the Trust tab, and tries it on a sample text.
  await page.goto('/admin?tab=trust');
  const section = page.getByRole('region', { name: 'Watched words' });
  await section.getByLabel('Word or pattern').fill(word);
  await section.getByLabel('What happens').selectOption('hold');
  await section.getByLabel('Note (why it is watched)').fill('A remedy sold as a cure');
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`“${word}” is now watched.`)).toBeVisible();
  await section.getByLabel('Test a text').fill(`My aunt swears by ${word.toUpperCase()} every morning`);
  await section.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(section.getByText('This text meets 1 watched word:')).toBeVisible();

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signUpViaApi(other.request, baseURL!, newMember('Arjun Mehta'));
  const title = `Nausea after chemo ${Date.now()}`;
  const created = await other.request.post('/api/forum/posts', {
    data: { title, content: 'What helped you with nausea after chemo?' },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const postId = (await created.json()).post.id as string;

  const authorContext = await browser.newContext({ baseURL });
  const author = await authorContext.newPage();
  await signUpViaApi(author.request, baseURL!, newMember('Lakshmi Nair'));
  const replyText = `Warm water and ${word} helped my mother.`;
  try {
    await author.goto(`/forum/${postId}`);
    await author.getByLabel('Write a reply').fill(replyText);
    await author.getByRole('button', { name: 'Send reply' }).click();
    const mine = author.getByRole('listitem').filter({ hasText: replyText });
    await expect(mine.getByText('Waiting for approval')).toBeVisible();

    // Another member does not see it.
    await other.goto(`/forum/${postId}`);
    await expect(other.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(other.getByText(replyText)).toHaveCount(0);

    // The administrator approves it from the moderation tab's "Waiting for approval".
    await page.goto('/admin?tab=moderation');
    const card = page
      .getByRole('region', { name: /Waiting for approval/ })
      .getByRole('listitem')
      .filter({ hasText: replyText });
    await expect(card).toContainText('Held by a watched word');
    await card.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByText('Published. Lakshmi Nair is told.')).toBeVisible();

    await other.goto(`/forum/${postId}`);
    await expect(other.getByText(replyText)).toBeVisible();
    await author.goto('/notifications');
    await expect(author.getByText('Your Reply Is Published')).toBeVisible();
  } finally {
    // The word goes, after a confirmation, so that no other journey is held by it.
    await page.goto('/admin?tab=trust');
    const list = page.getByRole('region', { name: 'Watched words' });
    await list.getByLabel('Search the watched words').fill(word);
    await list.getByRole('listitem').filter({ hasText: word }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${word}” is no longer watched.`)).toBeVisible();
  }
  await authorContext.close();
  await otherContext.close();
});
