import type { ReactNode } from 'react';

/** One numbered step of the plan: its title and a line of help, then its lines. */
export function SectionFrame({
  id,
  number,
  title,
  help,
  children,
}: {
  id: string;
  number: number;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-slate-200 bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-100 text-base font-semibold text-accent-700"
        >
          {number}
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink sm:text-xl">
            {title}
          </h2>
          <p className="mt-1 text-base text-muted">{help}</p>
        </div>
      </div>
      <div className="mt-4 space-y-3">{children}</div>
    </section>
  );
}
