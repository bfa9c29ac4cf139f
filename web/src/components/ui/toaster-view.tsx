import { Toaster as Sonner } from 'sonner';

const toastClassNames = { title: 'text-base font-semibold', description: 'text-base' };

/**
 * Where toasts stand: just below the header's height, so that a toast never covers the navigation,
 * the bell or the menu button a member may reach for while it shows (issue 42). The header scrolls
 * with the page; at the top of a page the toast sits under it, further down over the content.
 */
const belowHeader = { top: 72 } as const;

/** Sonner's toaster with the site's type scale: loaded after the first paint (see toaster.tsx). */
export default function ToasterView() {
  return (
    <Sonner
      position="top-center"
      offset={belowHeader}
      mobileOffset={belowHeader}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: toastClassNames }}
    />
  );
}
