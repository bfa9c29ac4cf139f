import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { useTranslatable, type TranslatableItem } from './translatable';

function Story({ item, text }: { item: TranslatableItem; text: string }) {
  const { shown, control } = useTranslatable(item);
  return (
    <article>
      <p data-testid="text">{shown?.content ?? text}</p>
      {control}
    </article>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose site config says whether translation is on, and which translates into '[hi] …'. */
function server(translation: boolean) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (url.endsWith('/api/site/config'))
      return json({ siteName: 'Fortitude Network', contactEmail: 'a@b.c', ads: null, translation });
    if (url.endsWith('/api/translations')) {
      const body = JSON.parse(String(init?.body)) as { kind: string; id: string; target: string };
      return json({ ...body, source: 'en', title: null, content: '[hi] Drink पानी.', machine: true });
    }
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderStory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Story item={{ kind: 'post', id: 'p1', language: 'en' }} text="Drink water." />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('a member’s writing in the other language', () => {
  it('offers nothing, and asks for nothing, when the site has no translation service', async () => {
    const calls = server(false);
    renderStory();
    await vi.waitFor(() => expect(calls.some((c) => c.endsWith('/api/site/config'))).toBe(true));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.filter((c) => c.includes('translations'))).toEqual([]);
  });

  it('translates in place on request, says it is a machine translation, and goes back to the original', async () => {
    server(true);
    const user = userEvent.setup();
    renderStory();
    await user.click(await screen.findByRole('button', { name: 'Translate to हिन्दी' }));
    expect(await screen.findByText('[hi] Drink पानी.')).toBeTruthy();
    expect(screen.getByText('Machine translation into Hindi. It may have mistakes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByTestId('text').textContent).toBe('Drink water.');
  });
});
