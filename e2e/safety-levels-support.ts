import { type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

/**
 * Posts for the two levels of the private card (decision 0058), for safety-levels*.spec.ts. The texts are ones the detector places clearly at their
 * level (a concern well between the thresholds of server/modules/safety/model/model.json, a crisis
 * said plainly); nothing in a title or body is random, so that the level does not move between runs.
 */
export const CONCERN_POST = {
  title: 'Tired of everything',
  content: 'Some days I feel so low I do not want to get out of bed.',
};
export const HINDI_MEDICAL_CRISIS_POST = {
  title: 'अभी मदद चाहिए',
  content: 'मेरे पापा बेहोश हो गए हैं और साँस नहीं ले पा रहे हैं',
};

export async function memberIn(browser: Browser, baseURL: string, name: string, language?: 'hi'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (language) await page.addInitScript((l) => localStorage.setItem('fn-language', l), language);
  await signUpViaApi(page.request, baseURL, newMember(name));
  return page;
}

/** Shares a post through the forum's own dialog; answers the post's id and the create answer's notice. */
export async function sharePost(page: Page, post: { title: string; content: string }, language: 'en' | 'hi') {
  const words =
    language === 'hi'
      ? {
          open: 'नई पोस्ट',
          dialog: 'समुदाय के साथ साझा करें',
          title: 'शीर्षक',
          body: 'आप क्या साझा करना चाहेंगे?',
          send: 'पोस्ट साझा करें',
        }
      : {
          open: 'New Post',
          dialog: 'Share with the Community',
          title: 'Title',
          body: 'What would you like to share?',
          send: 'Share Post',
        };
  await page.goto('/forum');
  await page.getByRole('button', { name: words.open }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel(words.title).fill(post.title);
  await dialog.getByLabel(words.body).fill(post.content);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/forum/posts') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: words.send }).click();
  const answer = await (await created).json();
  return { id: answer.post.id as string, safety: answer.safety as unknown };
}
