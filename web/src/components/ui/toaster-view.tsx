import { Toaster as Sonner } from 'sonner';

const toastClassNames = { title: 'text-base font-semibold', description: 'text-base' };

/** Sonner's toaster with the site's type scale: loaded after the first paint (see toaster.tsx). */
export default function ToasterView() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: toastClassNames }}
    />
  );
}
