import { act, Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { changeLanguage, initI18n, loadNamespaces } from '@/lib/i18n';
import { CrisisCardHost } from './crisis-card-host';
import { closeCrisisCard, showCrisisCard } from './crisis-notice';

function renderHost() {
  return render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <CrisisCardHost />
      </Suspense>
    </MemoryRouter>,
  );
}

const telLinks = (card: HTMLElement) =>
  [...card.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'));

beforeAll(async () => {
  await initI18n('en', ['crisis']);
});
// The card's store outlives a test: each starts with no card open, whatever ran before it.
beforeEach(() => act(() => closeCrisisCard()));

describe('the crisis card', () => {
  it('shows nothing until a create answer carries a safety notice', async () => {
    await changeLanguage('en');
    renderHost();
    act(() => showCrisisCard(undefined, 'post'));
    expect(screen.queryByTestId('crisis-card')).toBeNull();
  });

  it('self-harm: kind words, Tele-MANAS, 112 and 108 as tel: links, the safety plan, no KIRAN; focus on its heading; closes and stays closed', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'crisis' }, 'reply'));
    const card = await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'You are not alone' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'You are not alone' })),
    );
    expect(telLinks(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112', 'tel:108']);
    expect(card.querySelector('a[href="/safety-plan"]')?.textContent).toBe('Open my safety plan');
    expect(card.textContent).toContain('Your reply was shared as you wrote it.');
    expect(card.textContent).not.toMatch(/KIRAN|oncology/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('crisis-card')).toBeNull());
  });

  it('medical emergency: other words, 108 and 112 first, and the oncology team', async () => {
    await changeLanguage('en');
    renderHost();
    act(() => showCrisisCard({ kind: 'medical_emergency', level: 'crisis' }, 'story'));
    const card = await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'This could be a medical emergency' })).toBeTruthy();
    expect(card.textContent).toContain('Call 108 (ambulance) or 112 (emergency) now');
    expect(card.textContent).toContain('oncology team');
    expect(telLinks(card)).toEqual(['tel:108', 'tel:112', 'tel:14416', 'tel:18008914416']);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('crisis-card')).toBeNull());
  });

  it('speaks Hindi to a Hindi reader, with निःशुल्क for free', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['crisis']);
    renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'crisis' }, 'message'));
    const card = await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'आप अकेले नहीं हैं' })).toBeTruthy();
    expect(card.textContent).toContain('निःशुल्क');
    expect(card.textContent).toContain('आपका संदेश वैसे ही भेज दिया गया है');
    act(() => showCrisisCard(undefined, 'message'));
    await changeLanguage('en');
  });
});
