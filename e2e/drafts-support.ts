import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A forum post by a member signed in on `request`, to reply to. */
export async function postToReplyTo(request: APIRequestContext, baseURL: string, title: string): Promise<string> {
  const res = await request.post('/api/forum/posts', {
    data: { title, content: 'Three weeks after surgery. What helped you sleep?' },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).post.id as string;
}

/** With SHOTS_DIR set, keeps a screenshot of the page there (to look at; never in the repository). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The page's own scripts never run: what index.html paints before any script. */
export async function blockScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}
