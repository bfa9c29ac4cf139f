import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@contracts/notifications';
import { loadingOlder, withoutRemoved } from './realtime-bridge';

/** A list of pages 0, 1, 2… whose pages take `ms` to arrive. */
function pagedList(client: QueryClient, ms: number) {
  const observer = new InfiniteQueryObserver(client, {
    queryKey: ['notifications', 'page', 'all'],
    queryFn: async ({ pageParam }: { pageParam: number }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { page: pageParam };
    },
    initialPageParam: 0,
    getNextPageParam: (last: { page: number }) => last.page + 1,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('a live event while a list loads its older page', () => {
  it('leaves that fetch alone, so the older page arrives', async () => {
    const client = new QueryClient();
    const { observer, unsubscribe } = pagedList(client, 30);
    await observer.refetch();
    const older = observer.fetchNextPage();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.invalidateQueries({ queryKey: ['notifications'], predicate: (query) => !loadingOlder(query) });
    const result = await older;
    expect(result.data?.pages.map((p) => p.page)).toEqual([0, 1]);
    unsubscribe();
  });

  it('would lose it to a plain invalidation (why the bridge asks)', async () => {
    const client = new QueryClient();
    const { observer, unsubscribe } = pagedList(client, 30);
    await observer.refetch();
    void observer.fetchNextPage();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.invalidateQueries({ queryKey: ['notifications'] });
    expect(observer.getCurrentResult().data?.pages.map((p) => p.page)).toEqual([0]);
    unsubscribe();
  });
});

describe('notifications removed on the server (a deleted post, issue 44)', () => {
  const item = (id: string, isRead: boolean) => ({ id, isRead }) as NotificationList['items'][number];
  it('leave the bell at once, the unread count lowered by the unread among them', () => {
    const bell = { items: [item('a', false), item('b', true), item('c', false)], unreadCount: 5 };
    expect(withoutRemoved(bell, ['a', 'b', 'x'])).toEqual({ items: [item('c', false)], unreadCount: 4 });
  });
  it('leave a bell that did not show them as it was', () => {
    const bell = { items: [item('c', false)], unreadCount: 1 };
    expect(withoutRemoved(bell, ['a'])).toBe(bell);
    expect(withoutRemoved(undefined, ['a'])).toBeUndefined();
  });
});
