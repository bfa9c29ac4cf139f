import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, setDefaultVariables, type Language } from '@/lib/i18n';
import { AboutPage } from './about-page';
import { DonationGuidePage } from './donation-guide-page';
import { OfferingsPage } from './offerings-page';
import { PlatformGuidePage } from './platform-guide-page';
import { PrivacyPage } from './privacy-page';
import { RefundPage } from './refund-page';
import { RulesPage } from './rules-page';
import { TermsPage } from './terms-page';

const config = { siteName: 'Fortitude Network', contactEmail: 'help@example.org', ads: null };

async function renderPage(Page: ComponentType, ns: string, language: Language) {
  await act(() => changeLanguage(language));
  await act(() => i18n.loadNamespaces(['pages', ns]));
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Suspense>
            <Page />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return document.body;
}

/** The numbered section headings of a guide or policy, as the table of contents lists them. */
const sectionHeadings = () =>
  [...document.querySelectorAll('main section > h2, section[id] > h2')].map((h) => h.textContent);
const tocLinks = () => within(screen.getByRole('navigation')).getAllByRole('link');

/** No catalog key (a missing one shows as 'values.compassion.title'), tag or placeholder may reach the page. */
function expectNoLeftovers(body: HTMLElement) {
  const text = body.textContent ?? '';
  expect(text).not.toMatch(/<\/?[a-z]+\s*\/?>|\{\{|\}\}|\bundefined\b/);
  expect(text).not.toMatch(/(?<![@\w.])[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(?![\w])/);
}

beforeAll(async () => {
  await initI18n('en', ['pages']);
  setDefaultVariables({ siteName: config.siteName });
});
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(config)),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('About', () => {
  it('tells the story in English, with the site name and three described pictures', async () => {
    const body = await renderPage(AboutPage, 'about', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Fortitude Network');
    for (const name of ['Why we started', 'Our vision', 'Our mission', 'Community impact'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByAltText('An illustration of five people sitting in a circle around a small lamp.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Our Community' }).getAttribute('href')).toBe('/community');
    expect(screen.getByText(/Last updated:/).textContent).toBe('Last updated: 21 November 2026');
    expectNoLeftovers(body);
  });

  it('and in Hindi', async () => {
    const body = await renderPage(AboutPage, 'about', 'hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fortitude Network के बारे में');
    expect(screen.getByRole('heading', { name: 'हमने शुरुआत क्यों की' })).toBeTruthy();
    expect(screen.getAllByRole('img').every((img) => /[\u0900-\u097F]/.test(img.getAttribute('alt') ?? ''))).toBe(true);
    expect(screen.getByText(/पिछली बार अपडेट किया गया:/).textContent).toMatch(/21 नवंबर 2026/);
    expectNoLeftovers(body);
  });
});

describe('Our Offerings', () => {
  it('shows the four offerings with their points and links, in both languages', async () => {
    let body = await renderPage(OfferingsPage, 'offerings', 'en');
    for (const name of ['Survivor Stories', 'Mental Health Support', 'Community Hub', 'Resource Hub'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('Helplines such as Tele-MANAS (14416) when you need a trained counsellor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Fortitude Network' }).getAttribute('href')).toBe('/signup');
    expectNoLeftovers(body);
    document.body.innerHTML = '';
    body = await renderPage(OfferingsPage, 'offerings', 'hi');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ul ul'))).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Fortitude Network से जुड़ें' }).getAttribute('href')).toBe('/signup');
    expectNoLeftovers(body);
  });
});

describe('Community Guidelines', () => {
  it('promise review within 24 hours and name the four actions, with a contents entry per section', async () => {
    const body = await renderPage(RulesPage, 'rules', 'en');
    expect(screen.getByText('Our moderators review reports within 24 hours.').tagName).toBe('STRONG');
    for (const action of ['Warning', 'Content Removal', 'Temporary Suspension', 'Permanent Ban'])
      expect(screen.getByText(action, { exact: true }).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(sectionHeadings()).toHaveLength(9);
    expect(tocLinks()).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'In these guidelines' })).toBeTruthy();
    // Issue 41: what is not allowed names the law, and the trust levels are explained.
    expect(body.textContent).toContain('Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954');
    expect(sectionHeadings()).toContain('6. Trust Levels');
    expectNoLeftovers(body);
  });

  it('in Hindi keep the same sections, the bold actions and the link', async () => {
    const body = await renderPage(RulesPage, 'rules', 'hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('समुदाय के नियम');
    expect(sectionHeadings()).toHaveLength(9);
    expect(body.textContent).toContain('(ऑब्जेक्शनेबल एडवर्टाइज़मेंट्स) एक्ट, 1954');
    expect(screen.getByText('चेतावनी', { exact: true }).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'संपर्क करें' }).getAttribute('href')).toBe('/contact');
    expectNoLeftovers(body);
  });
});

describe('Refund Policy', () => {
  it('states every constant of the specification and links the support address', async () => {
    const body = await renderPage(RefundPage, 'refund', 'en');
    for (const text of ['within 30 days of payment', '5-7 business days', '10-14 business days', '2-3 business days'])
      expect(screen.getByText(text).tagName).toBe('STRONG');
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'When you cancelRefund',
      'More than 48 hours before the eventFull refund',
      '24-48 hours before the event50% refund',
      'Less than 24 hours before the eventNo refund',
      'The event is cancelled by the providerFull refund',
    ]);
    for (const item of [
      'Contributions made more than 30 days ago',
      'Services already used or consumed',
      'Digital content that has been accessed',
      'Administrative and payment processing fees',
    ]) {
      expect(screen.getByText(item, { exact: true })).toBeTruthy();
    }
    expect((await screen.findByRole('link', { name: 'help@example.org' })).getAttribute('href')).toBe(
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: 'Contact Us form' }).getAttribute('href')).toBe('/contact');
    expect(sectionHeadings()).toHaveLength(5);
    expectNoLeftovers(body);
  });

  it('in Hindi keeps the constants, the table and the address', async () => {
    const body = await renderPage(RefundPage, 'refund', 'hi');
    expect(screen.getByText('भुगतान के 30 दिनों के भीतर').tagName).toBe('STRONG');
    expect(screen.getByText('5-7 कार्यदिवसों')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toBeTruthy();
    expectNoLeftovers(body);
  });
});

describe('Donation Guide', () => {
  it('gives the amounts and tiers in rupees, the ways to pay, and says support is not a tax-exempt donation', async () => {
    const body = await renderPage(DonationGuidePage, 'donationGuide', 'en');
    for (const amount of ['₹25', '₹50', '₹100', '₹250'])
      expect(screen.getByText(amount, { exact: true }).tagName).toBe('STRONG');
    expect(screen.getByText(/every support tier starts at ₹500/)).toBeTruthy();
    const tiers = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .filter((text) => /^(Supporter|Advocate|Patron):/.test(text ?? ''));
    expect(tiers).toEqual(['Supporter: ₹500 to ₹1,999', 'Advocate: ₹2,000 to ₹7,999', 'Patron: ₹8,000 and above']);
    expect(
      screen.getByText(/debit or credit card, by UPI from your bank account, or by net banking \(bank transfer\)/),
    ).toBeTruthy();
    expect(screen.getByText('not donations and not tax-exempt').tagName).toBe('STRONG');
    expect(screen.getByText(/within 30 days of payment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support page' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('heading', { name: 'In this guide' })).toBeTruthy();
    expect(sectionHeadings()).toHaveLength(6);
    expectNoLeftovers(body);
  });

  it('in Hindi, with rupees grouped the Indian way', async () => {
    const body = await renderPage(DonationGuidePage, 'donationGuide', 'hi');
    expect(screen.getByText('₹250', { exact: true })).toBeTruthy();
    expect(screen.getByText(/हर सहयोग स्तर ₹500 से शुरू होता है/)).toBeTruthy();
    expect(screen.getByText(/₹2,000 से ₹7,999 तक/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'इस गाइड में' })).toBeTruthy();
    expectNoLeftovers(body);
  });
});

describe('Platform Guide', () => {
  it('explains each feature, with its links, in English and Hindi', async () => {
    let body = await renderPage(PlatformGuidePage, 'platformGuide', 'en');
    expect(sectionHeadings()).toHaveLength(12);
    for (const title of [
      'Getting Started',
      'Talking with Forti',
      'Forum, Groups and Events',
      'Survivor Stories',
      'Connecting with Others',
      'Blood and Platelet Donors',
      'Trust Levels',
      'Finding Resources',
      'Install the App',
    ]) {
      expect(sectionHeadings().filter((h) => h?.includes(title))).toHaveLength(1);
    }
    expect(screen.getByRole('link', { name: 'Discussion Forum' }).closest('strong')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByText('Forti does not diagnose or give medical advice.').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Blood donors' }).getAttribute('href')).toBe('/donors');
    expectNoLeftovers(body);
    document.body.innerHTML = '';
    body = await renderPage(PlatformGuidePage, 'platformGuide', 'hi');
    expect(sectionHeadings()).toHaveLength(12);
    expect(tocLinks()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'रक्तदान' }).getAttribute('href')).toBe('/donors');
    expect(screen.getByRole('link', { name: 'चर्चा फ़ोरम' }).getAttribute('href')).toBe('/forum');
    expectNoLeftovers(body);
  });
});

describe('Terms of Service', () => {
  it('have eight sections including the medical disclaimer, in English and Hindi', async () => {
    let body = await renderPage(TermsPage, 'terms', 'en');
    expect(sectionHeadings()).toHaveLength(8);
    const disclaimer = within(document.getElementById('medical-disclaimer')!);
    expect(disclaimer.getByText('Fortitude Network does not give medical advice.').tagName).toBe('STRONG');
    expect(disclaimer.getByText(/call 112/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'On this page' })).toBeTruthy();
    expectNoLeftovers(body);
    document.body.innerHTML = '';
    body = await renderPage(TermsPage, 'terms', 'hi');
    expect(sectionHeadings()).toHaveLength(8);
    expect(
      within(document.getElementById('medical-disclaimer')!).getByText('Fortitude Network मेडिकल सलाह नहीं देता।').tagName,
    ).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'इस पेज पर' })).toBeTruthy();
    expectNoLeftovers(body);
  });
});

describe('Privacy Policy', () => {
  it('has its six sections, each linked from the contents, in English and Hindi', async () => {
    let body = await renderPage(PrivacyPage, 'privacy', 'en');
    expect(sectionHeadings()).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing Your Information',
      '4. Data Security',
      '5. Your Rights',
      '6. Contact Us',
    ]);
    expect(tocLinks().map((a) => a.getAttribute('href'))).toEqual([
      '#information-we-collect',
      '#how-we-use-it',
      '#sharing',
      '#security',
      '#your-rights',
      '#contact',
    ]);
    expect(screen.getByText('Digital Personal Data Protection Act, 2023').tagName).toBe('STRONG');
    expect(screen.getByText('We do not sell, rent or trade your personal data.').tagName).toBe('STRONG');
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toBeTruthy();
    expectNoLeftovers(body);
    document.body.innerHTML = '';
    body = await renderPage(PrivacyPage, 'privacy', 'hi');
    expect(sectionHeadings()).toHaveLength(6);
    expect(sectionHeadings()[4]).toBe('5. आपके अधिकार');
    expect(screen.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023/).tagName).toBe('STRONG');
    expectNoLeftovers(body);
  });
});
