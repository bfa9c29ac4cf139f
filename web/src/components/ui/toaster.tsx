import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

/** The one place toasts appear; the specification's titles go in `title`, its messages in `description`. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={5000} toastOptions={{ classNames: { title: 'text-base font-semibold', description: 'text-base' } }} />;
}

export const toast = {
  success: (title: string, description?: string) => sonnerToast.success(title, { description }),
  error: (title: string, description?: string, action?: { label: string; onClick: () => void }) =>
    sonnerToast.error(title, { description, action: action ? { label: action.label, onClick: action.onClick } : undefined }),
  info: (title: string, description?: string) => sonnerToast(title, { description }),
};
