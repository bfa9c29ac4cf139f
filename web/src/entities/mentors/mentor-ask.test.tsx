import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { MentorAsk } from './mentor-badge';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAsk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MentorAsk userId="mentor-1" name="Meenakshi" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a mentor's profile asks in one step", () => {
  beforeAll(async () => {
    await initI18n('en', ['mentors']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends one request from the profile, then says it was sent', async () => {
    let asked = false;
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/mentors/requests' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          asked = true;
          return json({ id: 'r1', safety: null }, 201);
        }
        return json({ offering: true, trained: false, canAsk: !asked, request: asked ? 'pending' : 'none' });
      }),
    );
    renderAsk();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to be my mentor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Meenakshi to be your mentor' });
    await userEvent.type(screen.getByLabelText(/Your note/), 'I was diagnosed last week.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toEqual([{ mentorId: 'mentor-1', note: 'I was diagnosed last week.' }]));
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect(screen.queryByRole('button', { name: 'Ask to be my mentor' })).toBeNull();
  });

  it('offers nothing when the mentor cannot be asked (full, or not findable)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ offering: true, trained: true, canAsk: false, request: 'none' })),
    );
    const { container } = renderAsk();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
