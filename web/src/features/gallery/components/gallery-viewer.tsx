import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '@contracts/gallery';
import { GalleryImage } from './gallery-image';
import { BilingualText } from '@/components/bilingual-text';
import { choose } from '@/lib/bilingual';

const controlClass =
  'inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The full-screen viewer: one image of the filtered set with its title and description.
 * Previous and next wrap around within that set; Left and Right do the same; Escape closes.
 */
export function GalleryViewer({
  items,
  index,
  fallbackSrc,
  onIndexChange,
  onClose,
}: {
  items: GalleryItem[];
  index: number | null;
  fallbackSrc: string | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('gallery');
  const item = index === null ? undefined : items[index];
  const count = items.length;
  const show = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(1);
    }
  };

  return (
    <RadixDialog.Root open={!!item} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <RadixDialog.Content
          onKeyDown={handleKeyDown}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          {item ? (
            <>
              <div className="flex items-start justify-between gap-4 px-4 pt-4 sm:px-6">
                <div className="min-w-0">
                  <p className="text-sm text-slate-300" aria-live="polite">
                    {t('viewer.position', { index: index! + 1, count, category: t(`categories.${item.category}`) })}
                  </p>
                  <RadixDialog.Title className="mt-1 text-xl font-semibold sm:text-2xl">
                    <BilingualText en={item.title} hi={item.titleHi} />
                  </RadixDialog.Title>
                </div>
                <RadixDialog.Close className={controlClass} aria-label={t('viewer.close')}>
                  <X aria-hidden="true" className="h-6 w-6" />
                </RadixDialog.Close>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 py-4 sm:px-20">
                <GalleryImage
                  key={item.src}
                  src={item.src}
                  fallbackSrc={fallbackSrc}
                  alt={choose(item.alt, item.altHi).text}
                  width={item.width}
                  height={item.height}
                  loading="eager"
                  className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain"
                />
                {count > 1 ? (
                  <>
                    <button
                      type="button"
                      onClick={() => show(-1)}
                      aria-label={t('viewer.previous')}
                      className={`${controlClass} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                    >
                      <ChevronLeft aria-hidden="true" className="h-7 w-7" />
                    </button>
                    <button
                      type="button"
                      onClick={() => show(1)}
                      aria-label={t('viewer.next')}
                      className={`${controlClass} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                    >
                      <ChevronRight aria-hidden="true" className="h-7 w-7" />
                    </button>
                  </>
                ) : null}
              </div>
              <div className="px-4 pb-6 sm:px-6">
                <RadixDialog.Description className="mx-auto max-w-3xl text-center text-base text-slate-200">
                  {item.description ? (
                    <BilingualText en={item.description} hi={item.descriptionHi} mark={false} />
                  ) : (
                    <BilingualText en={item.alt} hi={item.altHi} mark={false} />
                  )}
                </RadixDialog.Description>
              </div>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
