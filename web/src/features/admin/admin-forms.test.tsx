import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { initI18n, loadNamespaces } from '@/lib/i18n';
import { renderForm } from '@/test/form-server';
import { DailyQuestionsTab } from './content-tabs';
import { GalleryTab } from './events-gallery-tabs';
import { ArticlesTab } from './library-tabs';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Empty lists for every read; every write is recorded and answered as created. */
function recordingServer() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      const answer = method === 'GET' ? { items: [], nextCursor: null } : { id: 'new' };
      return new Response(JSON.stringify(answer), {
        status: method === 'GET' ? 200 : 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

beforeAll(async () => {
  await initI18n('en', ['admin']);
  await loadNamespaces(['gallery', 'resources']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe("the administrators' forms", () => {
  it('asks for the image, its title and its alt text before sending anything, the first missing one in the toast', async () => {
    const server = recordingServer();
    renderForm(<GalleryTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload image' }));

    await waitFor(() => expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Image file').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Alt text').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('Validation Error', 'Please choose an image file.');
    expect(server.writes()).toEqual([]);

    // A title of spaces is no title.
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(screen.getByText('Please give the image a title.')).toBeTruthy());
    expect(server.writes()).toEqual([]);
  });

  it("sends an image's Hindi title, alt text and description beside the English (decision 0076)", async () => {
    const server = recordingServer();
    renderForm(<GalleryTab />);
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'walk.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Image file'), image);
    await userEvent.type(screen.getByLabelText('Title'), 'Walkathon in Pune');
    await userEvent.type(screen.getByLabelText('Alt text'), 'Survivors walking in pink');
    const hindi = screen.getAllByRole('textbox').filter((field) => field.getAttribute('lang') === 'hi');
    expect(hindi).toHaveLength(3);
    await userEvent.type(hindi[0]!, 'पुणे में वॉकथॉन');
    await userEvent.type(hindi[1]!, 'गुलाबी कपड़ों में चलते सर्वाइवर');
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const form = server.writes()[0]!.body as FormData;
    expect(form.get('title')).toBe('Walkathon in Pune');
    expect(form.get('titleHi')).toBe('पुणे में वॉकथॉन');
    expect(form.get('altHi')).toBe('गुलाबी कपड़ों में चलते सर्वाइवर');
  });

  it('schedules a poll with its options one a line (blank lines dropped), then empties the form', async () => {
    const server = recordingServer();
    renderForm(<DailyQuestionsTab />);
    expect(screen.queryByLabelText('Options')).toBeNull();
    await userEvent.type(await screen.findByLabelText('Question'), 'What helped today?');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'poll');
    await userEvent.type(screen.getByLabelText('Options'), ' A walk {Enter}{Enter}Music');
    await userEvent.type(screen.getByLabelText('Date (India)'), '2027-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toEqual({
      url: '/api/admin/daily-questions',
      method: 'POST',
      body: {
        question: 'What helped today?',
        questionType: 'poll',
        options: ['A walk', 'Music'],
        questionHi: '',
        optionsHi: [],
        featuredDate: '2027-01-15',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveProperty('value', ''));
    expect(toast.success).toHaveBeenCalledWith('Question scheduled.');
    expect(screen.queryByLabelText('Options')).toBeNull();
  });

  it("keeps a tab's search in the address beside the tab, and asks the server for it", async () => {
    const server = recordingServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/admin', element: <ArticlesTab /> }], {
      initialEntries: ['/admin?tab=articles'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'mouth care');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=articles&q=mouth+care'));
    await waitFor(() => expect(server.calls.map((c) => c.url)).toContain('/api/admin/articles?q=mouth+care'));
  });
});
