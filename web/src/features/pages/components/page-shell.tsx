import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormat } from '@/lib/format';

/** The top of every static page: its one h1, an introduction and the "last updated" date. */
export function PageHero({
  eyebrow,
  title,
  intro,
  updated,
  width = 'wide',
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  updated?: string;
  /** 'narrow' lines up with a single text column, 'wide' with the contents-and-text layout. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  useDocumentTitle(title);
  return (
    <header className="bg-gradient-to-b from-primary-50 via-accent-50 to-canvas">
      <div
        className={cn(
          'mx-auto px-4 pb-10 pt-12 sm:px-6 md:pb-14 md:pt-16',
          width === 'wide' ? 'max-w-6xl lg:px-8' : 'max-w-4xl',
        )}
      >
        {eyebrow ? <p className="text-base font-semibold text-accent-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div>
        {updated ? (
          <p className="mt-4 text-base text-muted">
            {renderRich(
              // "21 November 2026" from "2026-11-21", the same in every time zone.
              t('lastUpdated', {
                date: format.date(`${updated}T12:00:00Z`, {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                }),
              }),
              { time: <time dateTime={updated} /> },
            )}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}

/** Body text of a page: readable line length, comfortable spacing for lists and paragraphs. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'space-y-4 text-base text-ink [&_a]:font-medium [&_a]:text-primary-800 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The tags a catalog text may use (`<strong>…</strong>`, `<contact>…</contact>`, `<email/>`), each the element it becomes. */
export type RichComponents = Record<string, ReactElement>;

/** Bold text, which every page's catalog text may use. */
const baseComponents: RichComponents = { strong: <strong /> };

const TAG = /<(\w+)\s*\/>|<(\w+)>|<\/(\w+)>/g;

/**
 * A catalog text's tags as elements: `<name>…</name>` becomes components[name] holding what is
 * inside (tags may nest), `<name/>` becomes components[name] as it is. A tag without a component
 * keeps only its text. (A small reader of our own keeps react-i18next's Trans out of the first
 * page's JavaScript.)
 */
export function renderRich(text: string, components: RichComponents): ReactNode[] {
  const stack: Array<{ name: string; children: ReactNode[] }> = [{ name: '', children: [] }];
  const top = () => stack[stack.length - 1]!;
  const element = (name: string, key: number, children: ReactNode[]) => {
    const component = components[name];
    if (!component) return <Fragment key={key}>{children}</Fragment>;
    return children.length > 0 ? cloneElement(component, { key }, ...children) : cloneElement(component, { key });
  };
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) top().children.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, selfClosing, opening, closing] = match;
    if (selfClosing) top().children.push(element(selfClosing, key++, []));
    else if (opening) stack.push({ name: opening, children: [] });
    else if (closing && stack.length > 1 && top().name === closing) {
      const node = stack.pop()!;
      top().children.push(element(node.name, key++, node.children));
    }
  }
  if (last < text.length) top().children.push(text.slice(last));
  // An unclosed tag keeps its text.
  while (stack.length > 1) {
    const node = stack.pop()!;
    top().children.push(<Fragment key={key++}>{node.children}</Fragment>);
  }
  return stack[0]!.children;
}

/**
 * One catalog text with its tags turned into elements (links, bold, the support address) and its
 * placeholders filled in, with the page's `t` (its namespace first).
 */
export function RichText({
  t,
  i18nKey,
  components,
  values,
}: {
  t: TFunction;
  i18nKey: string;
  components?: RichComponents;
  values?: Record<string, unknown>;
}) {
  return <>{renderRich(t(i18nKey, values), { ...baseComponents, ...components })}</>;
}

/**
 * A block of a document in the catalogs: a paragraph (a string), a bulleted list ({ "list": [...] })
 * or numbered steps ({ "steps": [...] }). Each text may carry RichText's tags.
 */
export type CatalogBlock = string | { list: string[] } | { steps: string[] };

/** The blocks stored at `i18nKey` in the page's catalog, as paragraphs and lists. */
export function CatalogBlocks({
  t,
  i18nKey,
  components,
  values,
}: {
  t: TFunction;
  i18nKey: string;
  components?: RichComponents;
  values?: Record<string, unknown>;
}) {
  const raw: unknown = t(i18nKey, { returnObjects: true });
  const blocks = Array.isArray(raw) ? (raw as CatalogBlock[]) : [];
  const text = (key: string) => <RichText t={t} i18nKey={key} components={components} values={values} />;
  return (
    <>
      {blocks.map((block, i) => {
        const key = `${i18nKey}.${i}`;
        if (typeof block === 'string') return <p key={key}>{text(key)}</p>;
        if ('list' in block)
          return (
            <ul key={key}>
              {block.list.map((_, j) => (
                <li key={j}>{text(`${key}.list.${j}`)}</li>
              ))}
            </ul>
          );
        return (
          <ol key={key}>
            {block.steps.map((_, j) => (
              <li key={j}>{text(`${key}.steps.${j}`)}</li>
            ))}
          </ol>
        );
      })}
    </>
  );
}

export interface DocSection {
  /** The anchor in the address (#your-rights); the catalog keeps the section under its camelCase form (sections.yourRights). */
  id: string;
  /** Instead of the catalog's blocks (sections.<key>.body), for a section with a table or a list built from constants. */
  body?: ReactNode;
}

/** 'your-rights' → 'yourRights', the section's key in the catalog. */
export const sectionKey = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * A long document (guide or policy): a table of contents, then one section per heading, each with
 * an id the contents link to. The contents sit beside the text on wide screens. Titles and text
 * come from the page's namespace: sections.<key>.title and sections.<key>.body.
 */
export function DocSections({
  t,
  sections,
  components,
  values,
  tocLabel,
}: {
  /** The page's t, its own namespace first. */
  t: TFunction;
  sections: DocSection[];
  components?: RichComponents;
  values?: Record<string, unknown>;
  tocLabel?: string;
}) {
  const { t: tPages } = useTranslation('pages');
  const title = (section: DocSection) => t(`sections.${sectionKey(section.id)}.title`);
  const toc = tocLabel ?? tPages('toc.onThisPage');
  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
      <nav
        aria-labelledby="toc-heading"
        className="mb-10 rounded-[var(--radius-card)] border border-slate-200 bg-surface p-5 lg:sticky lg:top-6 lg:mb-0 lg:self-start"
      >
        <h2 id="toc-heading" className="text-base font-semibold text-ink">
          {toc}
        </h2>
        <ol className="mt-2 space-y-0.5">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center gap-2 rounded px-1 py-1 text-base text-primary-800 underline-offset-4 hover:underline lg:min-h-9"
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-muted">
                  {i + 1}.
                </span>
                {title(section)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-12">
        {sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-6">
            <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-primary-900">
              <span className="text-muted">{i + 1}. </span>
              {title(section)}
            </h2>
            <Prose className="mt-4">
              {section.body ?? (
                <CatalogBlocks
                  t={t}
                  i18nKey={`sections.${sectionKey(section.id)}.body`}
                  components={components}
                  values={values}
                />
              )}
            </Prose>
          </section>
        ))}
      </div>
    </div>
  );
}
