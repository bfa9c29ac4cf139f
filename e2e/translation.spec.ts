import { expect, test } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

/**
 * A member's writing in the other language (issue 42 item 2, decision 0077), through the
 * LibreTranslate stand-in the e2e server is pointed at (e2e/translate-stand-in.mjs: a translation is
 * the text with a few words swapped, marked '[hi] ' or '[en] ').
 */
test('an English reader sees an English post’s translation into Hindi through the stand-in and back to the original', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const writer = await browser.newContext({ baseURL });
  await signUpViaApi(writer.request, baseURL!, newMember('Anil Deshpande'), 'survivor');
  const title = `Tired after chemo ${Date.now()}`;
  const created = await writer.request.post('/api/forum/posts', {
    data: { title, content: 'Drink water and rest.\nMy family cooked for me.' },
    headers: { origin: baseURL! },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const postId = ((await created.json()) as { post: { id: string } }).post.id;
  await writer.close();

  const context = await browser.newContext({ baseURL, locale: 'en-IN' });
  const page = await context.newPage();
  await signUpViaApi(page.request, baseURL!, newMember('Farah Khan'), 'caregiver');
  await page.goto(`/forum/${postId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Translate to हिन्दी' }).click();
  await expect(
    page.getByRole('heading', { name: `[hi] थका हुआ after कीमो ${title.split(' ').at(-1)}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('[hi] Drink पानी and rest.')).toBeVisible();
  await expect(page.getByText('Machine translation into Hindi. It may have mistakes.')).toBeVisible();

  await page.getByRole('button', { name: 'Show original' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Drink water and rest.')).toBeVisible();
  await expect(page.getByText('[hi] Drink पानी and rest.')).toHaveCount(0);
  // Translated again from the page's copy: the same words at once.
  await page.getByRole('button', { name: 'Translate to हिन्दी' }).click();
  await expect(page.getByText('[hi] Drink पानी and rest.')).toBeVisible();
  await context.close();
});

test('a Hindi reader reads a Hindi story in English, and the page says it is a machine translation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, locale: 'hi-IN' });
  await context.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
  const page = await context.newPage();
  await signUpViaApi(page.request, baseURL!, newMember('Savita Yadav'), 'survivor');
  const created = await page.request.post('/api/stories', {
    data: {
      title: 'उम्मीद का एक साल',
      content: 'कीमो के दिनों में मेरे परिवार ने मेरा बहुत साथ दिया।',
      cancerType: 'breast',
      tone: 'hopeful',
    },
    headers: { origin: baseURL! },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const storyId = ((await created.json()) as { id: string }).id;
  await page.goto(`/stories/${storyId}`);
  await expect(page.getByRole('heading', { name: 'उम्मीद का एक साल', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'English (अंग्रेज़ी) में पढ़ें' }).click();
  await expect(page.getByRole('heading', { name: '[en] hope का एक साल', level: 1 })).toBeVisible();
  await expect(page.getByTestId('machine-translation')).toContainText('मशीन से किया गया अंग्रेज़ी अनुवाद');
  await page.getByRole('button', { name: 'जैसा लिखा गया था, वैसा देखें' }).click();
  await expect(page.getByRole('heading', { name: 'उम्मीद का एक साल', level: 1 })).toBeVisible();
  await context.close();
});

test('a private message is translated for its reader on request, in place, and the original is a tap away', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = { origin: baseURL! };
  const sender = await browser.newContext({ baseURL });
  const senderId = await signUpViaApi(sender.request, baseURL!, newMember('Meenakshi Rao'), 'survivor');
  const context = await browser.newContext({ baseURL, locale: 'en-IN' });
  const page = await context.newPage();
  const readerId = await signUpViaApi(page.request, baseURL!, newMember('Joseph Mathew'), 'caregiver');
  const asked = await sender.request.post('/api/connections', { data: { receiverId: readerId }, headers: origin });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const accepted = await page.request.patch(`/api/connections/${((await asked.json()) as { id: string }).id}`, {
    data: { action: 'accept' },
    headers: origin,
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const sent = await sender.request.post(`/api/messages/${readerId}`, {
    data: { content: 'मेरी माँ को कीमो के बाद पानी पीने में मदद मिली।' },
    headers: origin,
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await sender.close();

  await page.goto(`/messages/${senderId}`);
  const log = page.getByRole('log');
  await expect(log.getByText('मेरी माँ को कीमो के बाद पानी पीने में मदद मिली।')).toBeVisible();
  await log.getByRole('button', { name: 'Translate to English' }).click();
  await expect(log.getByText('[en] मेरी mother को chemo के बाद water पीने में मदद मिली।')).toBeVisible();
  await log.getByRole('button', { name: 'Show original' }).click();
  await expect(log.getByText('मेरी माँ को कीमो के बाद पानी पीने में मदद मिली।')).toBeVisible();
  await context.close();
});
