import { describe, expect, it } from 'vitest';
import { checkCitationStream, checkCitations, citedItems, pendingFrom } from './citations.js';
import type { LibraryItem } from './library.js';

const items: LibraryItem[] = [
  { id: 'help:costs', kind: 'costs', title: 'Help paying for treatment', summary: 'Schemes.', url: '/help/costs' },
  {
    id: 'support-resources:pm-jay',
    kind: 'helpline',
    title: 'Ayushman Bharat PM-JAY',
    summary: 'Cover.',
    url: 'https://pmjay.gov.in',
  },
];
const check = { items, publicUrl: 'https://fortitude.example' };

async function streamed(pieces: string[], lazy = false) {
  async function* source() {
    yield* pieces;
  }
  const shown: string[] = [];
  for await (const piece of checkCitationStream(source(), lazy ? { ...check, items: async () => items } : check))
    shown.push(piece);
  return shown;
}

describe('citation checking', () => {
  it('keeps citations of retrieved items and removes numbers out of range, [0] and links to anything else', () => {
    expect(checkCitations('Schemes help [1]. PM-JAY covers it [2][3]. See [0] too.', check)).toBe(
      'Schemes help [1]. PM-JAY covers it [2]. See too.',
    );
    expect(checkCitations('Both [1, 2, 7].', check)).toBe('Both [1][2].');
    expect(checkCitations('Read https://pmjay.gov.in/ and https://example.com/fake.', check)).toBe(
      'Read https://pmjay.gov.in/ and .',
    );
    expect(
      checkCitations('[the guide](https://fortitude.example/help/costs) or [this](https://evil.example/x)', check),
    ).toBe('[the guide](https://fortitude.example/help/costs) or this');
  });

  it('with nothing retrieved, every citation and outside link goes', () => {
    expect(checkCitations('Ask your team [1]. https://pmjay.gov.in', { items: [] })).toBe('Ask your team. ');
  });

  it('holds a piece that may still become a citation or a link, and releases plain text at once', () => {
    expect(pendingFrom('Schemes help [')).toBe('Schemes help'.length);
    expect(pendingFrom('Schemes help [1')).toBe('Schemes help'.length);
    expect(pendingFrom('Schemes help [1] and')).toBe('Schemes help [1] and'.length);
    expect(pendingFrom('see https://pmj')).toBe('see '.length);
    expect(pendingFrom('see htt')).toBe('see '.length);
    expect(pendingFrom('no brackets here')).toBe('no brackets here'.length);
  });

  it('while streaming, never shows a citation it later takes back, however the pieces are cut', async () => {
    const reply = 'Schemes may help [1]. Also [9] and https://example.com/x, and PM-JAY [2].';
    const expected = 'Schemes may help [1]. Also and , and PM-JAY [2].';
    for (const size of [1, 2, 3, 5, 8]) {
      const pieces = reply.match(new RegExp(`.{1,${size}}`, 'gs'))!;
      const shown = await streamed(pieces);
      expect(shown.join('')).toBe(expected);
      for (const piece of shown) expect(piece).not.toMatch(/\[9|example\.com/);
    }
  });

  it('sends text without citations before the items are loaded', async () => {
    const shown = await streamed(['Hello there. ', 'PM-JAY [2]', ' helps.'], true);
    expect(shown.join('')).toBe('Hello there. PM-JAY [2] helps.');
    expect(shown[0]).toBe('Hello there. ');
  });

  it('lists the cited items in number order, once each', () => {
    expect(citedItems('PM-JAY [2], the guide [1], again [2], and [5].', items)).toEqual([
      { n: 1, id: 'help:costs', kind: 'costs', title: 'Help paying for treatment', url: '/help/costs' },
      {
        n: 2,
        id: 'support-resources:pm-jay',
        kind: 'helpline',
        title: 'Ayushman Bharat PM-JAY',
        url: 'https://pmjay.gov.in',
      },
    ]);
  });
});
