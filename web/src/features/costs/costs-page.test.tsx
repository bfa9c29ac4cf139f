import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { CostsPage } from './costs-page';

function renderPage(path = '/help/costs') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/help/costs" element={<CostsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// jsdom lays nothing out and has no scrollIntoView: the test records where the page asked to scroll.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
function stubScroll(fn: (this: Element) => void) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: fn, configurable: true, writable: true });
}

describe('/help/costs after "Show schemes"', () => {
  beforeAll(async () => {
    await initI18n('en', ['costs', 'states']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings the results into view and focuses their heading, so a screen reader reads it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ matches: [], others: [], helpers: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const scrolled: Element[] = [];
    stubScroll(function (this: Element) {
      scrolled.push(this);
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show schemes' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /scheme/i }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    expect(scrolled).toEqual([heading]);
  });

  it('leaves the page where it is when the results are opened from a shared address (no "Show schemes")', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ matches: [], others: [], helpers: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const scroll = vi.fn();
    stubScroll(scroll);
    renderPage('/help/costs?state=kerala&asked=1');
    const heading = await screen.findByRole('heading', { level: 2, name: /scheme/i }, { timeout: 5000 });
    expect(document.activeElement).not.toBe(heading);
    expect(scroll).not.toHaveBeenCalled();
  });
});
