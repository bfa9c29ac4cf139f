import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { Notification, NotificationPage } from '@contracts/notifications';
import { initI18n } from '@/lib/i18n';
import { NotificationsPage } from './notifications-page';

const note = (i: number, extra: Partial<Notification> = {}): Notification => ({
  id: `n${i}`,
  type: 'reply',
  kind: 'replies',
  count: 1,
  title: `Reply ${i}`,
  message: `Words ${i}`,
  actionUrl: `/forum/p${i}#reply-r${i}`,
  isRead: false,
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
  ...extra,
});

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** A server with 25 notifications (pages of 20) for 'all', three for 'mentions'; it records each call. */
function server() {
  const calls: Array<{ url: string; method: string }> = [];
  const read = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      const json = (body: unknown) =>
        new Response(body === null ? null : JSON.stringify(body), {
          status: body === null ? 204 : 200,
          headers: { 'content-type': 'application/json' },
        });
      if (method === 'POST') {
        const id = /\/api\/notifications\/([^/]+)\/read$/.exec(url)?.[1];
        if (id) read.add(id);
        return json(null);
      }
      const params = new URL(url, 'http://x').searchParams;
      const filter = params.get('filter');
      const all =
        filter === 'mentions'
          ? [1, 2, 3].map((i) => note(i, { type: 'mention', kind: 'mentions', title: `Mention ${i}` }))
          : Array.from({ length: 25 }, (_, i) => note(i + 1));
      const from = params.get('cursor') ? Number(params.get('cursor')) : 0;
      const page: NotificationPage = {
        items: all.slice(from, from + 20).map((n) => ({ ...n, isRead: read.has(n.id) })),
        unreadCount: all.length,
        nextCursor: from + 20 < all.length ? String(from + 20) : null,
      };
      return json(page);
    }),
  );
  return calls;
}

function renderPage(path = '/notifications') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the notifications page', () => {
  beforeAll(async () => {
    await initI18n('en', ['notifications']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest first, loads the next page by its cursor, and says it has seen them', async () => {
    const calls = server();
    renderPage();
    const list = await screen.findByTestId('notification-page-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('link')[0]!.textContent).toContain('Reply 1');
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe('/forum/p1#reply-r1');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/seen')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(list).getAllByRole('link').at(-1)!.textContent).toContain('Reply 25');
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual([
      '/api/notifications/page?filter=all&limit=20',
      '/api/notifications/page?filter=all&limit=20&cursor=20',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  });

  it('keeps the filter in the address and asks the server for that kind only', async () => {
    const calls = server();
    renderPage();
    await screen.findByTestId('notification-page-list');
    await userEvent.click(screen.getByRole('button', { name: 'Mentions' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('?filter=mentions'));
    await waitFor(() =>
      expect(within(screen.getByTestId('notification-page-list')).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.getByRole('button', { name: 'Mentions' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.method === 'GET').at(-1)?.url).toBe(
      '/api/notifications/page?filter=mentions&limit=20',
    );
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('opens on the filter a link gives, and marks one read or all read', async () => {
    const calls = server();
    renderPage('/notifications?filter=mentions');
    await screen.findByText('Mention 1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark read: Mention 2' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark read: Mention 2' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/n2/read')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/read-all')).toBe(true),
    );
  });
});
