import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityStats } from '@contracts/stats';
import { HeroCountThresholds } from '@contracts/stats-constants';
import { communityFiguresKey, heroCount } from '@/lib/community-figures';
import { changeLanguage, initI18n, loadNamespaces } from '@/lib/i18n';
import { Hero } from './hero';

const figures = (values: Partial<CommunityStats>): CommunityStats => ({
  totalMembers: 11,
  totalStories: 3,
  totalEvents: 4,
  totalGroups: 5,
  totalDonations: 0,
  ...values,
});

function renderHero(stats: CommunityStats | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (stats) client.setQueryData(communityFiguresKey, stats);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Hero user={null} isSessionLoading={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The hero's four figures as "label: value", in order. */
const shown = () =>
  screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.parentElement?.querySelector('dd')?.textContent}`);

describe('heroCount', () => {
  it('shows a count at or above its threshold, with Indian grouping, and nothing below it', () => {
    expect(heroCount(99, 100, 'en-IN')).toBeNull();
    expect(heroCount(undefined, 100, 'en-IN')).toBeNull();
    expect(heroCount(100, 100, 'en-IN')).toBe('100');
    expect(heroCount(125_000, 100, 'hi-IN')).toBe('1,25,000');
  });
});

describe('the home page hero', () => {
  beforeAll(async () => {
    await initI18n('en', ['home']);
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('says words with no number while the community is small, never the old "1000+" or "50+"', () => {
    renderHero(figures({ totalMembers: 11, totalGroups: 5 }));
    expect(shown()).toEqual([
      'AI Support: 24/7',
      'A community just beginning: New',
      'Support groups to join: Free',
      'Confidential: 100%',
    ]);
    expect(document.body.textContent).not.toMatch(/1000\+|50\+/);
  });

  it('shows the true counts, the same the community hub reads, once they reach their thresholds', () => {
    renderHero(figures({ totalMembers: 125_000, totalGroups: HeroCountThresholds.groups }));
    expect(shown()).toEqual([
      'AI Support: 24/7',
      'Community Members: 1,25,000',
      `Support Groups: ${HeroCountThresholds.groups}`,
      'Confidential: 100%',
    ]);
  });

  it('says words, not a number, when the figures could not be read', () => {
    renderHero(null);
    expect(screen.getByTestId('hero-members').textContent).toBe('New');
    expect(screen.getByTestId('hero-groups').textContent).toBe('Free');
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['home']);
    renderHero(figures({ totalMembers: 2_345, totalGroups: 3 }));
    expect(shown()).toEqual(['AI सहायता: 24/7', 'समुदाय के सदस्य: 2,345', 'जुड़ने के लिए सहायता समूह: मुफ़्त', 'गोपनीय: 100%']);
  });
});
