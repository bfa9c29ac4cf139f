import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, loadNamespaces } from '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { ListView, pagedList } from './list-view';
import { SearchForm } from './search-form';
import { useListParams, useSearchParam } from './use-list-params';

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['common']);
});

interface Page {
  items: string[];
  nextCursor: string | null;
}

/** A page with a searchable list as the six list pages build it, reading its items from `fetchPage`. */
function ListPage({ fetchPage }: { fetchPage: (q: string, cursor: string | null) => Promise<Page> }) {
  const search = useSearchParam('q', 50);
  const { params, update } = useListParams();
  const query = useInfiniteQuery({
    queryKey: ['kit', search.value],
    queryFn: ({ pageParam }) => fetchPage(search.value, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const list = pagedList(query);
  return (
    <>
      <SearchForm search={search} label="Search names" placeholder="Search" />
      <button type="button" onClick={() => update({ sort: params.get('sort') ? '' : 'new' })}>
        Toggle sort
      </button>
      <ListView
        list={list}
        loading={<p>Loading names</p>}
        empty={<p>No names yet</p>}
        errorTitle="Names could not load"
        loadMoreLabel="More names"
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}

function renderAt(url: string, fetchPage: (q: string, cursor: string | null) => Promise<Page>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/list', element: <ListPage fetchPage={fetchPage} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const names = ['Asha', 'Ravi', 'Meera'];
const searchNames = async (q: string): Promise<Page> => ({
  items: names.filter((n) => n.toLowerCase().includes(q.toLowerCase())),
  nextCursor: null,
});

describe('the list kit', () => {
  it('reads the search from the address, and puts what is typed back into it after a pause', async () => {
    const fetchPage = vi.fn(searchNames);
    const router = renderAt('/list?q=ra', fetchPage);
    const field = screen.getByRole('searchbox', { name: 'Search names' });
    expect(field).toHaveProperty('value', 'ra');
    expect(await screen.findByText('Ravi')).toBeTruthy();
    expect(screen.queryByText('Asha')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, 'me');
    await waitFor(() => expect(router.state.location.search).toBe('?q=me'));
    expect(await screen.findByText('Meera')).toBeTruthy();
    // The list shows what the address asks for ('me'), whatever a slow machine fetched on the way.
    await waitFor(() =>
      expect([
        screen.queryByText('Asha'),
        screen.queryByText('Ravi'),
        screen.queryByText('Meera')?.textContent,
      ]).toEqual([null, null, 'Meera']),
    );
    expect(fetchPage).toHaveBeenCalledWith('me', null);
  });

  it('keeps other parameters, removes an emptied search, and follows the address when it changes from outside', async () => {
    const router = renderAt('/list?q=ra', searchNames);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sort' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ra');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('new');

    const field = screen.getByRole('searchbox', { name: 'Search names' });
    await userEvent.clear(field);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=new'));

    await act(() => router.navigate('/list?q=asha'));
    expect(field).toHaveProperty('value', 'asha');
    expect(await screen.findByText('Asha')).toBeTruthy();
  });

  it('sends the search at once on Enter', async () => {
    const router = renderAt('/list', searchNames);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search names' }), 'asha{Enter}');
    expect(router.state.location.search).toBe('?q=asha');
  });

  it('says so when there is nothing, and offers Try again when the list could not load', async () => {
    let fail = true;
    renderAt('/list?q=zz', async (q) => {
      if (fail) throw new Error('offline');
      return searchNames(q);
    });
    expect(screen.getByText('Loading names')).toBeTruthy();
    expect(await screen.findByText('Names could not load')).toBeTruthy();
    expect(screen.queryByText('No names yet')).toBeNull();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No names yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the next page under the first, and offers no more after the last', async () => {
    const pages: Record<string, Page> = {
      first: { items: ['Asha', 'Ravi'], nextCursor: 'c2' },
      c2: { items: ['Meera'], nextCursor: null },
    };
    renderAt('/list', async (_q, cursor) => pages[cursor ?? 'first']!);
    expect(await screen.findByText('Ravi')).toBeTruthy();
    expect(screen.queryByText('Meera')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'More names' }));
    expect(await screen.findByText('Meera')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Asha', 'Ravi', 'Meera']);
    expect(screen.queryByRole('button', { name: 'More names' })).toBeNull();
  });
});

function DeleteRow({ onDelete }: { onDelete: () => void }) {
  const { params, update } = useListParams();
  const open = params.get('confirm') === '1';
  return (
    <>
      <button type="button" onClick={() => update({ confirm: '1' })}>
        Delete Asha
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => update({ confirm: next ? '1' : '' })}
        title="Delete this group?"
        description="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </>
  );
}

describe('an item that cannot be drawn', () => {
  it('stays inside the list with "Try again": the page around it, and the words in a box beside it, stay', async () => {
    let broken = true;
    function Item({ name }: { name: string }) {
      if (broken && name === 'Bina') throw new Error('an answer the page did not expect');
      return <li>{name}</li>;
    }
    const list = pagedList({
      isLoading: false,
      isError: false,
      error: null,
      refetch: () => undefined,
      hasNextPage: false,
      fetchNextPage: () => undefined,
      isFetchingNextPage: false,
      data: { pages: [{ items: ['Asha', 'Bina'] }] },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <main>
          <h1>Forum</h1>
          <ListView list={list} loading="Loading" empty="Nothing">
            {(items) => (
              <ul>
                {items.map((name) => (
                  <Item key={name} name={name} />
                ))}
              </ul>
            )}
          </ListView>
          <label>
            Your reply
            <textarea defaultValue="Half a reply" />
          </label>
        </main>,
      );
      expect(screen.getByRole('alert').textContent).toContain("This part couldn't be shown");
      expect(screen.getByRole('heading', { name: 'Forum' })).toBeTruthy();
      expect(screen.getByLabelText<HTMLTextAreaElement>('Your reply').value).toBe('Half a reply');
      broken = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.getByText('Bina')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the confirmation before deleting', () => {
  it('deletes only after the person confirms, and Cancel deletes nothing', async () => {
    const onDelete = vi.fn();
    const router = createMemoryRouter([{ path: '/', element: <DeleteRow onDelete={onDelete} /> }]);
    render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this group?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});

describe('the form dialog', () => {
  it('sends its form on the submit button, and Cancel closes it without sending', async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <FormDialog open onOpenChange={onOpenChange} title="New group" submitLabel="Create group" onSubmit={onSubmit}>
        <label>
          Name
          <input name="name" required />
        </label>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New group' });
    // The contract's messages check the fields, not the browser's own bubbles.
    expect(dialog.querySelector('form')?.noValidate).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
