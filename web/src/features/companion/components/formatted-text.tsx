import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Forti's text as React elements, never as HTML: paragraphs and line breaks, bullet lines as a
 * list, **bold**, and links for http(s) addresses and the site's own paths (/docs/platform).
 * Anything else, markup included, stays literal text.
 */
export function FormattedText({ text }: { text: string }) {
  const { t } = useTranslation('companion');
  const newTab = t('messages.opensInNewTab');
  return <>{toBlocks(text).map((block, i) => renderBlock(block, i, newTab))}</>;
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

function renderBlock(block: Block, key: number, newTab: string) {
  if (block.kind === 'list') {
    return (
      <ul key={key} className="my-2 list-disc space-y-1 pl-5 first:mt-0 last:mb-0">
        {block.items.map((item, i) => (
          <li key={i}>{renderInline(item, newTab)}</li>
        ))}
      </ul>
    );
  }
  return (
    <p key={key} className="my-2 first:mt-0 last:mb-0">
      {block.lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {renderInline(line, newTab)}
        </span>
      ))}
    </p>
  );
}

// Bold; an http(s) address; a site path after a space, an opening bracket or the line's start.
const inlinePattern = /\*\*(.+?)\*\*|(https?:\/\/[^\s<>"']+)|(^|[\s(])(\/[a-z][a-z0-9\-_/]*(?:[?#][\w\-=&#%]*)?)/gi;
const trailingPunctuation = /[.,;:!?)\]'"]+$/;
const linkClass = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900';

function renderInline(text: string, newTab: string, allowBold = true): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, bold, url, prefix, path] = match;
    const start = match.index;
    if (bold !== undefined) {
      if (!allowBold) continue;
      nodes.push(text.slice(last, start), <strong key={start}>{renderInline(bold, newTab, false)}</strong>);
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
