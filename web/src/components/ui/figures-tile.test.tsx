import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SupportTiers } from '@contracts/support';
import { communityFiguresKey, formatCommunityFigures } from '@/lib/community-figures';
import { changeLanguage, i18n, initI18n, loadNamespaces } from '@/lib/i18n';
import enSupport from '@/locales/en/support.json';
import { CommunityFiguresTile } from './figures-tile';

const stats = { totalMembers: 125_000, totalStories: 1_234, totalEvents: 7, totalGroups: 5, totalDonations: 1_250_500 };

describe('formatCommunityFigures', () => {
  it('writes counts with Indian grouping and the support total in rupees, in English', () => {
    expect(formatCommunityFigures(stats, 'en-IN')).toEqual({
      members: '1,25,000',
      stories: '1,234',
      events: '7',
      donations: '₹12,50,500',
    });
    // Never in dollars (decision 0064): the hub and the support page write the same total.
    expect(Object.values(formatCommunityFigures(stats, 'en-IN')).join(' ')).not.toMatch(/\$|USD/);
  });

  it('does the same in Hindi (hi-IN keeps the digits people read on Indian forms)', () => {
    expect(formatCommunityFigures(stats, 'hi-IN')).toEqual({
      members: '1,25,000',
      stories: '1,234',
      events: '7',
      donations: '₹12,50,500',
    });
  });

  it('rounds a fractional total to whole units', () => {
    expect(formatCommunityFigures({ ...stats, totalDonations: 999.6 }, 'en-IN').donations).toBe('₹1,000');
  });
});

function renderTile(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <CommunityFiguresTile
          labels={{ members: 'M', stories: 'S', events: 'E', donations: 'D' }}
          testIds={{ donations: 'total' }}
        />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('CommunityFiguresTile', () => {
  beforeAll(async () => {
    await initI18n('en', ['stats']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows the four figures under the labels the page gives, in the active language', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(communityFiguresKey, stats);
    renderTile(client);
    const figures = await screen.findAllByRole('definition');
    expect(figures.map((f) => f.textContent)).toEqual(['1,25,000', '1,234', '7', '₹12,50,500']);
    expect(screen.getByTestId('total')).toHaveProperty('textContent', '₹12,50,500');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['M', 'S', 'E', 'D']);
  });

  it('says in Hindi that the figures could not load, with Try again', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['stats', 'common']);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }), { status: 500 }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderTile(client);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(i18n.t('stats:communityFigures.loadFailed'))).toBeTruthy();
    expect(i18n.t('stats:communityFigures.loadFailed')).toBe('हम अभी समुदाय के आँकड़े लोड नहीं कर पाए।');
    expect(within(alert).getByRole('button', { name: i18n.t('common:actions.tryAgain') })).toBeTruthy();
  });
});

describe('support tiers in the catalog', () => {
  it('name each tier and its benefits exactly as the contract does, in the same order', () => {
    for (const tier of SupportTiers) {
      const entry = enSupport.tiers[tier.id];
      expect(entry.name).toBe(tier.name);
      expect(entry.benefits).toEqual(tier.benefits);
    }
  });
});
