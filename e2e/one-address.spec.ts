import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support';

// Every browser here reaches the server from one address (localhost), as a hospital ward's members
// do through its Wi-Fi, or a carrier's customers through its NAT (decision 0057). Before it, the
// 51st socket from one address was closed with 4429 and its member heard nothing live.
const WARD = 60;
/**
 * The last few open the whole app in a browser context of their own and watch its bell. The others'
 * sockets are opened by one page, each with that member's own session cookie (the browser sends it
 * and the site's origin, as the app does): a renderer for each of sixty members costs a minute of CPU.
 */
const IN_APP = 3;

interface WardMember {
  id: string;
  /** The session cookie, as `name=value`. */
  cookie: string;
}

/** Signs a member up through the API (no cookie jar: each member's cookie is kept apart). */
async function signUp(baseURL: string, name: string): Promise<WardMember> {
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(newMember(name)),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.split('=')[0]!.endsWith('session_token'));
  expect(cookie).toBeTruthy();
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie: cookie! };
}

/** Runs `each` over `items`, `size` at a time. */
async function inBatches<T, R>(items: T[], size: number, each: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map((item, k) => each(item, i + k)))));
  return results;
}

type Heard = Array<{ type: string; notification?: { type: string } }>;

/** Opens one more socket in the page with the cookie the browser holds now: 'hello', or how the server closed it. */
function openSocket(page: Page, n: number): Promise<string> {
  return page.evaluate(
    (n) =>
      new Promise<string>((resolve) => {
        const all = ((window as unknown as { heard?: Heard[] }).heard ??= []);
        const heard: Heard = (all[n] = []);
        const socket = new WebSocket(`ws://${location.host}/api/realtime`);
        socket.onmessage = (message) => {
          const event = JSON.parse(String(message.data)) as Heard[number];
          heard.push(event);
          if (event.type === 'hello') resolve('hello');
        };
        socket.onclose = (close) => resolve(`closed ${close.code} ${close.reason}`);
      }),
    n,
  );
}

test(`${WARD} members behind one address all have a live socket, and each hears of a connection request at once`, async ({
  browser,
  baseURL,
}) => {
  // Sixty sign-ups (each a password hash) and sixty sockets: well inside a minute alone, but not on a
  // loaded two-core machine, where the assertion is about who is turned away, not how fast.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const members = await inBatches(
    Array.from({ length: WARD }, (_, i) => `Ward ${i + 1} ${stamp}`),
    15,
    (name) => signUp(baseURL!, name),
  );
  const alone = members.slice(0, WARD - IN_APP);
  const origin = new URL(baseURL!);

  // No service worker: the sockets are the point here.
  const ward = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const apps = await Promise.all(
    members.slice(WARD - IN_APP).map(async ({ cookie }) => {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      await context.addCookies([{ name, value, domain: origin.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
      return context.newPage();
    }),
  );
  try {
    // None is turned away for sharing the address: first the sockets alone, then the whole app.
    const page = await ward.newPage();
    await page.goto('/offline.html');
    const opened: string[] = [];
    for (const [n, { cookie }] of alone.entries()) {
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      await ward.addCookies([{ name, value, domain: origin.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
      opened.push(await openSocket(page, n));
    }
    expect(opened).toEqual(alone.map(() => 'hello'));
    for (const app of apps) {
      await app.goto('/privacy-policy');
      await expect(app.locator('html[data-realtime="open"]')).toHaveCount(1, { timeout: 15_000 });
    }

    // Each asks the next for a connection, so every member has exactly one request coming.
    await inBatches(members, 15, async ({ cookie }, i) => {
      const res = await fetch(`${baseURL}/api/connections`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL!, cookie },
        body: JSON.stringify({ receiverId: members[(i + 1) % WARD]!.id }),
      });
      expect(res.status, await res.text()).toBe(201);
    });

    // Live, without a reload: the event on every socket, and the badge of the bell in the app.
    await page.waitForFunction((count) => {
      const heard = (window as unknown as { heard: Heard[] }).heard;
      const told = heard.filter((events) =>
        events.some((e) => e.type === 'notification' && e.notification?.type === 'connection_request'),
      );
      return told.length === count;
    }, alone.length);
    for (const app of apps) {
      await expect(app.getByTestId('notification-badge').first()).toHaveText('1');
      await expect(app.locator('html[data-realtime="open"]')).toHaveCount(1);
    }
  } finally {
    await Promise.all([ward.close(), ...apps.map((app) => app.context().close())]);
  }
});
