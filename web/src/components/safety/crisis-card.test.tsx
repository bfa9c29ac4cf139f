import { act, Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { changeLanguage, initI18n, loadNamespaces } from '@/lib/i18n';
import { CrisisCardHost } from './crisis-card-host';
import { closeCrisisCard, showCrisisCard } from './crisis-notice';
import { SAFETY_PLAN_PATH } from './helplines';

function renderHost() {
  return render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <CrisisCardHost />
      </Suspense>
    </MemoryRouter>,
  );
}

/** The card's main button: the last of its actions, the one styled as primary. */
const primaryAction = (card: HTMLElement) => {
  const primary = card.querySelectorAll('[data-primary-action]');
  expect(primary).toHaveLength(1);
  expect(primary[0]!.className).toContain('bg-primary-700');
  return primary[0]!;
};

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
    expect(telLinks(card)).toEqual(['tel:108', 'tel:112', 'tel:14416', 'tel:18008914416', 'tel:108']);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('crisis-card')).toBeNull());
  });

  it('self-harm: its primary action is the safety plan', async () => {
    await changeLanguage('en');
    renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'crisis' }, 'post'));
    const card = await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    const primary = primaryAction(card);
    expect(primary.getAttribute('href')).toBe(SAFETY_PLAN_PATH);
    expect(primary.textContent).toBe('Open my safety plan');
  });

  it('medical emergency: its primary action is a call to 108, and it offers no suicide safety plan', async () => {
    await changeLanguage('en');
    renderHost();
    act(() => showCrisisCard({ kind: 'medical_emergency', level: 'crisis' }, 'post'));
    const card = await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    const primary = primaryAction(card);
    expect(primary.getAttribute('href')).toBe('tel:108');
    expect(primary.textContent).toBe('Call 108');
    expect(card.querySelector(`a[href="${SAFETY_PLAN_PATH}"]`)).toBeNull();
    expect(card.textContent).not.toContain('safety plan');
  });

  it('speaks Hindi to a Hindi reader, with मुफ़्त for free', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['crisis']);
    renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'crisis' }, 'message'));
    const card = await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'आप अकेले नहीं हैं' })).toBeTruthy();
    expect(card.textContent).toContain('मुफ़्त');
    expect(card.textContent).toContain('आपका संदेश वैसे ही भेज दिया गया है');
    act(() => showCrisisCard(undefined, 'message'));
    await changeLanguage('en');
  });
});

describe('the gentle card for a concern', () => {
  // Nothing in it may tell the member they were watched or flagged.
  const surveillance = /detect|notic|flag|system|monitor|automatic|पता चला|पकड़ा|सिस्टम/i;

  it('self-harm: stays with the person, offers Tele-MANAS as tel: links and the safety plan quietly; not a dialog, and it leaves the focus where it was', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <label>
          Your message <input />
        </label>
        <Suspense fallback={null}>
          <CrisisCardHost />
        </Suspense>
      </MemoryRouter>,
    );
    const field = screen.getByLabelText('Your message');
    await user.click(field);
    act(() => showCrisisCard({ kind: 'self_harm', level: 'concern' }, 'post'));
    const card = await screen.findByTestId('concern-card', {}, { timeout: 10_000 });
    const region = await screen.findByRole('region', { name: 'It sounds like a lot to carry right now' });
    expect(region).toBe(card);
    expect(screen.getByRole('status').textContent).toContain('Tele-MANAS counsellors listen at any hour');
    expect(card.textContent).toContain('free and in confidence');
    expect(card.textContent).toContain('Your post was shared as you wrote it.');
    expect(telLinks(card)).toEqual(['tel:14416', 'tel:18008914416']);
    expect(screen.getByRole('link', { name: 'Your safety plan, for the harder days' }).getAttribute('href')).toBe(
      SAFETY_PLAN_PATH,
    );
    expect(card.textContent).not.toMatch(surveillance);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    // Non-blocking: the member goes on typing where they were.
    expect(document.activeElement).toBe(field);
    await user.keyboard('still here');
    expect((field as HTMLInputElement).value).toBe('still here');
    // Reachable by keyboard: Tab leads from the field into the card, to its close button first.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('concern-card')).toBeNull());
  });

  it('medical: a doctor today and the treating team, 108 and 112 as tel: links if it gets worse; no Tele-MANAS, no safety plan', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    renderHost();
    act(() => showCrisisCard({ kind: 'medical_emergency', level: 'concern' }, 'reply'));
    const card = await screen.findByTestId('concern-card', {}, { timeout: 10_000 });
    expect(await screen.findByRole('region', { name: 'What you describe may need a doctor today' })).toBe(card);
    expect(card.textContent).toContain('Please call the treating team today');
    expect(card.textContent).toContain('If it gets worse, call 108 for an ambulance or 112 for emergency help.');
    expect(telLinks(card)).toEqual(['tel:108', 'tel:112']);
    expect(screen.getByRole('link', { name: 'Call 108' })).toBeTruthy();
    expect(card.textContent).toContain('Your reply was shared as you wrote it.');
    expect(card.querySelector(`a[href="${SAFETY_PLAN_PATH}"]`)).toBeNull();
    expect(card.textContent).not.toMatch(/Tele-MANAS|safety plan/);
    expect(card.textContent).not.toMatch(surveillance);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('concern-card')).toBeNull());
  });

  it('speaks natural Hindi for each kind, with मुफ़्त for free', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['crisis']);
    renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'concern' }, 'story'));
    let card = await screen.findByTestId('concern-card', {}, { timeout: 10_000 });
    expect(await screen.findByRole('region', { name: 'लगता है, इन दिनों आपके मन पर बहुत बोझ है' })).toBe(card);
    expect(card.textContent).toContain('Tele-MANAS के काउंसलर किसी भी समय आपकी बात सुनते हैं, मुफ़्त');
    expect(card.textContent).toContain('आपकी कहानी वैसे ही साझा हो गई है');
    expect(telLinks(card)).toEqual(['tel:14416', 'tel:18008914416']);
    expect(screen.getByRole('link', { name: 'मुश्किल दिनों के लिए आपकी सुरक्षा योजना' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    expect(card.textContent).not.toMatch(surveillance);

    act(() => showCrisisCard({ kind: 'medical_emergency', level: 'concern' }, 'message'));
    await screen.findByRole('region', { name: 'आपने जो बताया, उसके लिए आज ही डॉक्टर को दिखाना ज़रूरी हो सकता है' });
    card = screen.getByTestId('concern-card');
    expect(card.textContent).toContain('इलाज करने वाली टीम');
    expect(card.textContent).toContain('अगर तबीयत और बिगड़े, तो एम्बुलेंस के लिए 108 या इमरजेंसी के लिए 112 पर कॉल करें।');
    expect(telLinks(card)).toEqual(['tel:108', 'tel:112']);
    expect(screen.getByRole('link', { name: '108 पर कॉल करें' })).toBeTruthy();
    expect(card.textContent).toContain('आपका संदेश वैसे ही भेज दिया गया है');
    expect(card.textContent).not.toMatch(surveillance);
    expect(screen.queryByRole('dialog')).toBeNull();
    await changeLanguage('en');
  });

  it('is never shown for a crisis, and the crisis card never for a concern', async () => {
    await changeLanguage('en');
    renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'concern' }, 'post'));
    await screen.findByTestId('concern-card', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'crisis' }, 'post'));
    await screen.findByTestId('crisis-card', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('concern-card')).toBeNull();
    act(() => showCrisisCard({ kind: 'medical_emergency', level: 'crisis' }, 'post'));
    await screen.findByRole('dialog', { name: 'This could be a medical emergency' });
    expect(screen.queryByTestId('concern-card')).toBeNull();
  });

  it('leaves Escape to a dialog the member opened over it', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    const { rerender } = renderHost();
    act(() => showCrisisCard({ kind: 'self_harm', level: 'concern' }, 'post'));
    await screen.findByTestId('concern-card', {}, { timeout: 10_000 });
    rerender(
      <MemoryRouter>
        <div role="dialog" aria-label="New post" />
        <Suspense fallback={null}>
          <CrisisCardHost />
        </Suspense>
      </MemoryRouter>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('concern-card')).toBeTruthy();
  });
});
