import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '@contracts/gallery';
import { buttonClass } from '@/components/ui/button';
import { GalleryImage } from './gallery-image';
import { GalleryViewer } from './gallery-viewer';
import { BilingualText } from '@/components/bilingual-text';
import { choose } from '@/lib/bilingual';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The looping carousel of one filter's images (core §2 Gallery): 1, 2, 3 or 4 slides per view by
 * width, arrows, Left and Right while it has focus, and a full-screen viewer on click or Enter.
 */
export function GalleryCarousel({
  items,
  fallbackSrc,
  label,
}: {
  items: GalleryItem[];
  fallbackSrc: string | null;
  label: string;
}) {
  const { t } = useTranslation('gallery');
  const isReducedMotion = usePrefersReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  const [canScroll, setCanScroll] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  useEffect(() => {
    if (!emblaApi) return;
    // With every slide in view there is nothing to scroll to: the arrows step aside.
    const update = () => setCanScroll(emblaApi.canScrollNext() || emblaApi.canScrollPrev());
    update();
    emblaApi.on('reInit', update).on('select', update).on('resize', update);
    return () => {
      emblaApi.off('reInit', update).off('select', update).off('resize', update);
    };
  }, [emblaApi]);

  // Reduced motion: jump to the slide instead of gliding there.
  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(isReducedMotion), [emblaApi, isReducedMotion]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(isReducedMotion), [emblaApi, isReducedMotion]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  const handleViewerIndex = (index: number) => {
    setOpenIndex(index);
    // Keep the carousel on the image being viewed, so closing the viewer lands there.
    emblaApi?.scrollTo(index, true);
  };

  return (
    <div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className="rounded-[var(--radius-card)] focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-600"
      >
        <div ref={emblaRef} className="overflow-hidden">
          <div className="-ml-4 flex touch-pan-y">
            {items.map((item, i) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { index: i + 1, count: items.length })}
                className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
              >
                <button
                  type="button"
                  onClick={() => setOpenIndex(i)}
                  className="group block w-full overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-surface text-left shadow-[var(--shadow-card)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                >
                  <GalleryImage
                    key={item.thumbSrc}
                    src={item.thumbSrc}
                    fallbackSrc={fallbackSrc}
                    alt={choose(item.alt, item.altHi).text}
                    width={item.thumbWidth}
                    height={item.thumbHeight}
                    className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                  <BilingualText
                    className="block px-4 py-3 text-base font-medium text-ink"
                    en={item.title}
                    hi={item.titleHi}
                  />
                </button>
              </div>
            ))}
          </div>
        </div>
      </div>
      {canScroll ? (
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={scrollPrev}
            aria-label={t('carousel.previous')}
            className={buttonClass('outline', 'md', 'w-12 rounded-full px-0')}
          >
            <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={scrollNext}
            aria-label={t('carousel.next')}
            className={buttonClass('outline', 'md', 'w-12 rounded-full px-0')}
          >
            <ChevronRight aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      ) : null}
      <GalleryViewer
        items={items}
        index={openIndex}
        fallbackSrc={fallbackSrc}
        onIndexChange={handleViewerIndex}
        onClose={() => setOpenIndex(null)}
      />
    </div>
  );
}
