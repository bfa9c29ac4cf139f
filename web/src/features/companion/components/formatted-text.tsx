import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AMBULANCE, EMERGENCY, TELE_MANAS, tel } from '@/components/safety/helplines';

/** Inline citation markers [n]: each links to item n of the list under the reply. */
export interface CiteLinks {
  /** The numbers the list under the reply holds (a marker without an item stays text). */
  numbers: Set<number>;
  /** The element id of item n in that list. */
  idOf: (n: number) => string;
  /** The marker's accessible name ("Source 1"). */
  label: (n: number) => string;
}

/**
 * Forti's text as React elements, never as HTML: paragraphs and line breaks, bullet lines as a
 * list, **bold**, citation markers [n] as links to the cited items under the reply, links for
 * http(s) addresses and the site's own paths (/docs/platform), and India's helplines (Tele-MANAS,
 * 112, 108) as numbers a phone calls with one tap. Anything else, markup included, stays literal text.
 */
export function FormattedText({ text, cites }: { text: string; cites?: CiteLinks }) {
  const { t } = useTranslation('companion');
  const ctx: Inline = { newTab: t('messages.opensInNewTab'), cites };
  return <>{toBlocks(text).map((block, i) => renderBlock(block, i, ctx))}</>;
}

interface Inline {
  newTab: string;
  cites?: CiteLinks;
}

export type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const bulletLine = /^\s*(?:[-*•])\s+(.*)$/;

/** Lines to blocks: runs of bullet lines become one list, other runs of lines one paragraph; blank lines separate. */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1);
    const bullet = bulletLine.exec(line);
    if (bullet) {
      if (last?.kind === 'list') last.items.push(bullet[1] ?? '');
      else blocks.push({ kind: 'list', items: [bullet[1] ?? ''] });
    } else if (!line.trim()) {
      blocks.push({ kind: 'paragraph', lines: [] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return blocks.filter((b) => (b.kind === 'paragraph' ? b.lines.length > 0 : b.items.length > 0));
}

function renderBlock(block: Block, key: number, ctx: Inline) {
  if (block.kind === 'list') {
    return (
      <ul key={key} className="my-2 list-disc space-y-1 pl-5 first:mt-0 last:mb-0">
        {block.items.map((item, i) => (
          <li key={i}>{renderInline(item, ctx)}</li>
        ))}
      </ul>
    );
  }
  return (
    <p key={key} className="my-2 first:mt-0 last:mb-0">
      {block.lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {renderInline(line, ctx)}
        </span>
      ))}
    </p>
  );
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** The helplines, longest first, standing alone (not inside a longer number, a decimal or a date). */
const helplines = [...TELE_MANAS, EMERGENCY, AMBULANCE]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|');

// Bold; a citation marker; an http(s) address; a site path after a space, an opening bracket or the
// line's start; a helpline number.
const inlinePattern = new RegExp(
  String.raw`\*\*(.+?)\*\*|\[(\d{1,3})\]|(https?:\/\/[^\s<>"']+)|(^|[\s(])(\/[a-z][a-z0-9\-_/]*(?:[?#][\w\-=&#%]*)?)|(?<![\d.\-/])(` +
    helplines +
    String.raw`)(?!\d)(?![.\-/]\d)`,
  'gi',
);
const trailingPunctuation = /[.,;:!?)\]'"]+$/;
const linkClass = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900';

/** Moves to item n of the list under the reply (its link takes the focus, so the keyboard follows). */
function goToCitation(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'nearest' });
  target.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
}

function renderInline(text: string, ctx: Inline, allowBold = true): ReactNode[] {
  const { newTab, cites } = ctx;
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, bold, cite, url, prefix, path, phone] = match;
    const start = match.index;
    if (phone !== undefined) {
      nodes.push(
        text.slice(last, start),
        <a key={start} href={tel(phone)} className={`${linkClass} whitespace-nowrap`}>
          {phone}
        </a>,
      );
      last = start + whole.length;
      continue;
    }
    if (bold !== undefined) {
      if (!allowBold) continue;
      nodes.push(text.slice(last, start), <strong key={start}>{renderInline(bold, ctx, false)}</strong>);
      last = start + whole.length;
      continue;
    }
    if (cite !== undefined) {
      const n = Number(cite);
      if (!cites?.numbers.has(n)) continue;
      const id = cites.idOf(n);
      nodes.push(
        text.slice(last, start),
        <a
          key={start}
          href={`#${id}`}
          onClick={(e) => goToCitation(e, id)}
          aria-label={cites.label(n)}
          className="rounded px-0.5 align-super text-xs font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-900"
        >
          [{n}]
        </a>,
      );
      last = start + whole.length;
      continue;
    }
    const raw = url ?? path ?? '';
    const target = raw.replace(trailingPunctuation, '');
    const linkStart = start + (prefix?.length ?? 0);
    nodes.push(text.slice(last, linkStart));
    nodes.push(
      url ? (
        <a
          key={start}
          href={target}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} [overflow-wrap:anywhere]`}
        >
          {target}
          <span className="sr-only">{newTab}</span>
        </a>
      ) : (
        <Link key={start} to={target} className={linkClass}>
          {target}
        </Link>
      ),
    );
    last = linkStart + target.length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((n) => n !== '');
}
