import { expect, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

/** A signed-in member in a browser of their own (optionally in Hindi). */
export async function memberIn(browser: Browser, baseURL: string, name: string, language?: 'hi'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (language) await page.addInitScript((l) => localStorage.setItem('fn-language', l), language);
  await signUpViaApi(page.request, baseURL, newMember(name));
  return page;
}

/** Shares a post through the API as the page's member; its id. */
export async function postAs(page: Page, baseURL: string, post: { title: string; content: string }): Promise<string> {
  const res = await page.request.post('/api/forum/posts', { data: post, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  return (await res.json()).post.id as string;
}

/** A screenshot for the people building this (SHOTS_DIR set), outside the repository; nothing otherwise. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}
