// Temporary: the pages not yet moved to the catalogs. Removed once every page is.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDocumentTitle as usePageTitle } from '@/lib/use-document-title';

/** "21 November 2026" from "2026-11-21", the same in every time zone. */
export function formatDay(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

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
  usePageTitle(title);
  return (
    <header className="bg-gradient-to-b from-primary-50 via-accent-50 to-canvas">
      <div className={cn('mx-auto px-4 pb-10 pt-12 sm:px-6 md:pb-14 md:pt-16', width === 'wide' ? 'max-w-6xl lg:px-8' : 'max-w-4xl')}>
        {eyebrow ? <p className="text-base font-semibold text-accent-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div>
        {updated ? (
          <p className="mt-4 text-base text-muted">
            Last updated: <time dateTime={updated}>{formatDay(updated)}</time>
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

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A long document (guide or policy): a table of contents, then one section per heading, each with
 * an id the contents link to. The contents sit beside the text on wide screens.
 */
export function DocSections({ sections, tocLabel = 'On this page' }: { sections: DocSection[]; tocLabel?: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
      <nav aria-labelledby="toc-heading" className="mb-10 rounded-[var(--radius-card)] border border-slate-200 bg-surface p-5 lg:sticky lg:top-6 lg:mb-0 lg:self-start">
        <h2 id="toc-heading" className="text-base font-semibold text-ink">
          {tocLabel}
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
                {section.title}
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
              {section.title}
            </h2>
            <Prose className="mt-4">{section.body}</Prose>
          </section>
        ))}
      </div>
    </div>
  );
}
