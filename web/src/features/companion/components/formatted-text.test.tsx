import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newQueryClient, providers, setLanguage } from '../testing/i18n';
import { FormattedText, toBlocks } from './formatted-text';

function show(text: string) {
  return render(<FormattedText text={text} />, { wrapper: providers(newQueryClient()) }).container;
}

describe('toBlocks', () => {
  it('makes paragraphs of line runs and lists of bullet runs, whatever the bullet', () => {
    expect(toBlocks('First line\nsecond line\n\n- one\n* two\n• three\nAfter the list')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'list', items: ['one', 'two', 'three'] },
      { kind: 'paragraph', lines: ['After the list'] },
    ]);
  });

  it('treats Windows line ends like any other, and drops empty blocks', () => {
    expect(toBlocks('\r\n\r\nA\r\nB\r\n\r\n\r\n')).toEqual([{ kind: 'paragraph', lines: ['A', 'B'] }]);
    expect(toBlocks('')).toEqual([]);
  });

  it('needs a space after the bullet, so a dash inside words or a bare "-" stays text', () => {
    expect(toBlocks('-not a bullet\nwell-being')).toEqual([
      { kind: 'paragraph', lines: ['-not a bullet', 'well-being'] },
    ]);
  });
});

describe('FormattedText', () => {
  beforeEach(() => setLanguage('en'));

  it('shows paragraphs, line breaks and bullet lists', () => {
    const root = show(
      'Thank you for sharing.\nI am here.\n\nA few things that may help:\n• Write your questions down\n• Bring someone along',
    );
    const paragraphs = root.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]!.textContent).toBe('Thank you for sharing.I am here.');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Write your questions down', 'Bring someone along']);
  });

  it('makes **bold** strong, and leaves a lone pair of stars as written', () => {
    const root = show('This is **very important** and 2 ** 3 stays');
    expect(root.querySelector('strong')?.textContent).toBe('very important');
    expect(root.textContent).toBe('This is very important and 2 ** 3 stays');
  });

  it('links web addresses in a new tab, without the sentence full stop, and says so to screen readers', () => {
    show('Call or visit https://telemanas.mohfw.gov.in/home. Take care.');
    const link = screen.getByRole('link', { name: /telemanas/ });
    expect(link.getAttribute('href')).toBe('https://telemanas.mohfw.gov.in/home');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('https://telemanas.mohfw.gov.in/home (opens in a new tab)');
    expect(link.nextSibling?.textContent).toBe('. Take care.');
  });

  it('makes India’s helplines numbers a phone calls with one tap, in English and in Hindi', () => {
    const container = show(
      '• Tele-MANAS: 14416 or 1-800-891-4416 (24x7)\n• Emergency (ERSS): 112 · Ambulance: 108.\nतुरंत ख़तरा हो तो 112 पर कॉल करें।',
    );
    const calls = [...container.querySelectorAll('a[href^="tel:"]')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(calls).toEqual([
      ['14416', 'tel:14416'],
      ['1-800-891-4416', 'tel:18008914416'],
      ['112', 'tel:112'],
      ['108', 'tel:108'],
      ['112', 'tel:112'],
    ]);
  });

  it('leaves other numbers as text: a longer number, a decimal, a temperature, a date', () => {
    const container = show(
      'Fever 102 since 1108 hrs, platelets 1080, dose 108.5 mg, on 14/11/2026, ref 1-800-891-44160.',
    );
    expect(container.querySelectorAll('a[href^="tel:"]')).toHaveLength(0);
  });

  it("links the site's own paths inside the app, but not a slash inside a word", () => {
    show('Read (/docs/platform) or see /stories, and/or ask.');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/docs/platform', '/stories']);
    expect(links.every((a) => a.getAttribute('target') === null)).toBe(true);
    expect(screen.getByText(/and\/or ask/)).toBeTruthy();
  });

  it('links inside bold text', () => {
    const root = show('**See /support-groups today**');
    const strong = root.querySelector('strong')!;
    expect(strong.querySelector('a')?.getAttribute('href')).toBe('/support-groups');
  });

  it('never turns markup into elements: it stays visible text', () => {
    const root = show(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:alert(3)">click</a>',
    );
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toContain('<script>alert(2)</script>');
  });

  it('tells screen readers in Hindi that a link opens a new tab on a Hindi page', async () => {
    await setLanguage('hi');
    show('देखिए https://pmjay.gov.in');
    expect(screen.getByRole('link').textContent).toBe('https://pmjay.gov.in (नए टैब में खुलेगा)');
  });
});
