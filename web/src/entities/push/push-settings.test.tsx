import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import type { BrowserPush } from './browser-push';
import { PushSettings } from './push-settings';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const KEY = 'BD1FrQxtgwEa-ZGyT2hpby9YvbTlD_XMZ2Icq8cJo3JPe3xq3JLCfAsaoDVreqjEIoJatCTdhalFZWfx2QnIcL4';
const ENDPOINT = 'https://push.example.com/device-1';

/** A browser's PushSubscription as PushManager gives it. */
function subscription(): PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> } {
  return {
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BKEY', auth: 'AUTH' } }),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

function fakeBrowser(over: Partial<BrowserPush> & { existing?: PushSubscription | null } = {}) {
  const made = subscription();
  const browser: BrowserPush = {
    supported: true,
    needsInstall: false,
    permission: () => 'default',
    requestPermission: vi.fn(async () => 'granted' as const),
    current: vi.fn(async () => over.existing ?? null),
    subscribe: vi.fn(async () => made),
    ...over,
  };
  return { browser, made };
}

/** The API: the key, the devices (the list the server keeps), and what the page sent. */
function fakeServer() {
  const devices: Array<{ id: string; label: string; endpoint: string }> = [];
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, url, body });
      const json = (value: unknown, status = 200) =>
        new Response(value === null ? null : JSON.stringify(value), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url === '/api/push/public-key') return json({ publicKey: KEY });
      if (url.startsWith('/api/push/subscriptions') && method === 'GET') {
        const asking = new URL(url, 'http://x').searchParams.get('endpoint');
        return json({
          items: devices.map((d) => ({
            id: d.id,
            label: d.label,
            createdAt: '2026-11-01T10:00:00.000Z',
            thisDevice: d.endpoint === asking,
          })),
        });
      }
      if (url === '/api/push/subscriptions' && method === 'POST') {
        devices.push({ id: `d${devices.length + 1}`, label: body.label, endpoint: body.endpoint });
        return json(null, 204);
      }
      if (url === '/api/push/subscriptions' && method === 'DELETE') {
        devices.splice(
          devices.findIndex((d) => d.endpoint === body.endpoint),
          1,
        );
        return json(null, 204);
      }
      if (url.startsWith('/api/push/subscriptions/') && method === 'DELETE') {
        devices.splice(
          devices.findIndex((d) => url.endsWith(d.id)),
          1,
        );
        return json(null, 204);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
    }),
  );
  return { devices, calls };
}

function renderSection(browser: BrowserPush) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PushSettings browser={browser} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en', ['push']);
});
afterEach(() => vi.unstubAllGlobals());

describe('Notifications on this device, on /profile', () => {
  it('turns on: asks permission, subscribes with the server key, sends the subscription, lists the device', async () => {
    const server = fakeServer();
    const { browser } = fakeBrowser();
    renderSection(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalled();
    const key = vi.mocked(browser.subscribe).mock.calls[0]![0];
    expect(key).toHaveLength(65);
    expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BKEY', auth: 'AUTH' },
    });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('(this device)')).toBeTruthy();
    // Listed means active; when it was last sent to is not shown.
    expect(within(list).getByText(/^Active · added /)).toBeTruthy();
    expect(within(list).queryByText(/Last notification/)).toBeNull();
  });

  it('says this device was removed when the server no longer lists it, and turning on again starts anew', async () => {
    const server = fakeServer();
    const stale = subscription();
    const { browser, made } = fakeBrowser({ existing: stale });
    renderSection(browser);
    expect(await screen.findByText(/This device was removed from your list of devices/)).toBeTruthy();
    expect(screen.queryByText('Notifications are on for this device.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalled();
    expect(server.devices).toEqual([expect.objectContaining({ endpoint: made.endpoint })]);
    expect(screen.queryByText(/This device was removed/)).toBeNull();
  });

  it('turns off: unsubscribes here and tells the server', async () => {
    const server = fakeServer();
    const existing = subscription();
    server.devices.push({ id: 'd1', label: 'Chrome · Android', endpoint: ENDPOINT });
    const { browser } = fakeBrowser({ existing });
    renderSection(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(server.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
  });

  it('removes another device only after confirming', async () => {
    const server = fakeServer();
    server.devices.push({ id: 'd9', label: 'Safari · iOS', endpoint: 'https://push.example.com/other' });
    const { browser } = fakeBrowser();
    renderSection(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Safari · iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Safari · iOS' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Safari · iOS')).toBeNull());
    expect(server.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/push/subscriptions/d9');
  });

  it('says what to do when notifications are blocked, unsupported, or need the iPhone app', async () => {
    fakeServer();
    const blocked = renderSection(fakeBrowser({ permission: () => 'denied' }).browser);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
    blocked.unmount();

    const iphone = renderSection(fakeBrowser({ supported: false, needsInstall: true }).browser);
    expect(screen.getByText(/Add to Home Screen/)).toBeTruthy();
    iphone.unmount();

    renderSection(fakeBrowser({ supported: false }).browser);
    expect(screen.getByText('This browser cannot show notifications from websites.')).toBeTruthy();
  });

  it('a refused permission subscribes nothing', async () => {
    const server = fakeServer();
    const { browser } = fakeBrowser({ requestPermission: vi.fn(async () => 'denied' as const) });
    renderSection(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
