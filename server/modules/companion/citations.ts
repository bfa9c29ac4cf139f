import type { Citation } from '../../../contracts/companion.js';
import type { LibraryItem } from './library-item.js';

/**
 * Citation checking. A reply may cite the library items retrieved for its message as [n] (n counted
 * from 1) and may link to their own URLs; any other number, and any link to something that was not
 * retrieved, is removed before the member sees it, while streaming too: a piece that might still
 * become a citation or a link ("[", "[1", "[see](htt", "https://exa") is held until it is resolved,
 * so nothing is shown and then taken back.
 */

/**
 * A markdown link, a citation marker ([1], [1, 2], with the spaces around it) or a bare web address.
 */
const TOKEN =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|( ?)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]( ?)|https?:\/\/[^\s<>()[\]"]+/g;

function normalUrl(url: string): string {
  return url.replace(/[/#?]+$/, '').toLowerCase();
}

export interface CitationCheck {
  items: LibraryItem[];
  /** This site's address, so an absolute link to an in-app item counts as that item. */
  publicUrl?: string;
}

function allowedUrls({ items, publicUrl }: CitationCheck): Set<string> {
  const base = (publicUrl ?? '').replace(/\/$/, '');
  const urls = new Set<string>();
  for (const item of items) {
    urls.add(normalUrl(item.url));
    if (item.url.startsWith('/') && base) urls.add(normalUrl(`${base}${item.url}`));
  }
  return urls;
}

/** The text with every citation number and link that does not point to a retrieved item removed. */
export function checkCitations(text: string, check: CitationCheck): string {
  const urls = allowedUrls(check);
  const count = check.items.length;
  return text.replace(
    TOKEN,
    (token, label?: string, href?: string, lead?: string, numbers?: string, trail?: string) => {
      if (href !== undefined) return urls.has(normalUrl(href)) ? token : (label ?? '');
      if (numbers !== undefined) {
        const kept = [...new Set(numbers.split(',').map((n) => Number(n.trim())))].filter((n) => n >= 1 && n <= count);
        // A removed marker leaves one space where it stood between two words, none before punctuation.
        if (kept.length === 0) return lead && trail ? ' ' : '';
        return `${lead}${kept.map((n) => `[${n}]`).join('')}${trail}`;
      }
      // A bare address: sentence punctuation after it is not part of it.
      const [, address = token, trailing = ''] = /^(.*?)([.,;:!?'"]*)$/s.exec(token) ?? [];
      return urls.has(normalUrl(address)) ? token : trailing;
    },
  );
}

/**
 * Where the text stops being safe to show: the start of a piece that may still become a citation or
 * a link once more text arrives. Everything before it is complete.
 */
export function pendingFrom(text: string): number {
  let cut = text.length;
  // An open bracket not yet closed, or closed but perhaps followed by "(" and a link.
  const open = text.lastIndexOf('[');
  if (open >= 0) {
    const rest = text.slice(open);
    const closed = /^\[[^\]\n]*\]/.exec(rest);
    if (!closed) {
      if (rest.length <= 201 && !rest.includes('\n')) cut = open;
    } else {
      const after = rest.slice(closed[0].length);
      const linkDone = /^\([^)\s]*[)\s]/.test(after) || (after.length > 0 && !after.startsWith('('));
      if (!linkDone && after.length <= 501) cut = open;
    }
    // The space a removed marker takes with it.
    if (cut === open && open > 0 && text[open - 1] === ' ') cut = open - 1;
  }
  // A web address still being written, or the first letters of one.
  const address = /(?:https?:\/\/[^\s<>()[\]"]*|h(?:t(?:t(?:p(?:s?:?\/?\/?)?)?)?)?)$/.exec(text);
  if (address && (address.index === 0 || /[\s(]/.test(text[address.index - 1]!))) cut = Math.min(cut, address.index);
  return cut;
}

/**
 * Passes a streamed reply on with its citations checked; holds an unresolved piece until it resolves.
 * `items` may be loaded lazily: text without any citation or link goes out before they are needed.
 */
export async function* checkCitationStream(
  source: AsyncIterable<string>,
  check: { items: LibraryItem[] | (() => Promise<LibraryItem[]>); publicUrl?: string },
): AsyncGenerator<string> {
  let resolved: CitationCheck | null = Array.isArray(check.items)
    ? { items: check.items, publicUrl: check.publicUrl }
    : null;
  const checked = async (text: string): Promise<string> => {
    if (!new RegExp(TOKEN.source).test(text)) return text;
    resolved ??= { items: await (check.items as () => Promise<LibraryItem[]>)(), publicUrl: check.publicUrl };
    return checkCitations(text, resolved);
  };
  let held = '';
  for await (const piece of source) {
    held += piece;
    const cut = pendingFrom(held);
    if (cut > 0) {
      const ready = await checked(held.slice(0, cut));
      held = held.slice(cut);
      if (ready) yield ready;
    }
  }
  const last = await checked(held);
  if (last) yield last;
}

/** The items a checked reply cites, in number order, for the list under it. */
export function citedItems(text: string, items: LibraryItem[]): Citation[] {
  const numbers = new Set<number>();
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= items.length) numbers.add(n);
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) => {
      const item = items[n - 1]!;
      return { n, id: item.id, kind: item.kind, title: item.title, url: item.url };
    });
}
