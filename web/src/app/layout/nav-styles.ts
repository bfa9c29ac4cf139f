/** A link or button in the desktop header; NavLink marks the current page with aria-current. */
export const desktopNavItemClass =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-1.5 text-base lg:max-xl:text-[0.9375rem] 2xl:px-2 font-medium text-ink transition-colors hover:bg-primary-50 hover:text-primary-800 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

/** A link in a dropdown panel or the mobile menu. */
export const panelLinkClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-base font-medium text-ink transition-colors hover:bg-primary-50 hover:text-primary-800 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

/** A floating panel under a header button. */
export const popoverPanelClass =
  'absolute top-full z-30 mt-2 rounded-[var(--radius-card)] border border-slate-200 bg-white p-2 shadow-[var(--shadow-card)]';
