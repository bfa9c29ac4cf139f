import { ImageIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryCategory } from '@contracts/gallery';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGallery } from './api';
import { categories } from './categories';

// The carousel, its library and the viewer load only when the gallery comes near the screen,
// keeping them out of the home page's first bundle.
const GalleryCarousel = lazy(() =>
  import('./components/gallery-carousel').then((m) => ({ default: m.GalleryCarousel })),
);

type Filter = 'all' | GalleryCategory;
const FILTERS: Filter[] = ['all', ...categories];

/** True once the element is within a screen or so of the viewport (at once without IntersectionObserver). */
function useIsNear<T extends Element>() {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear] as const;
}

function CarouselSkeleton() {
  const { t } = useTranslation('gallery');
  return (
    <div role="status" aria-label={t('loading')} className="-ml-4 flex">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className={cn(
            'min-w-0 shrink-0 basis-full pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4',
            i > 0 && 'hidden sm:block',
            i > 1 && 'sm:hidden md:block',
            i > 2 && 'md:hidden lg:block',
          )}
        >
          <Skeleton className="aspect-[4/3] w-full rounded-[var(--radius-card)]" />
          <Skeleton className="mt-3 h-5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** The home page's gallery (core §2 Gallery): category filters and a carousel of the chosen images. */
export function GallerySection(_props: { isSignedIn?: boolean }) {
  const { t } = useTranslation('gallery');
  const [sectionRef, isNear] = useIsNear<HTMLElement>();
  const [filter, setFilter] = useState<Filter>('all');
  const gallery = useGallery({ enabled: isNear });
  const all = useMemo(() => gallery.data?.items ?? [], [gallery.data]);
  const shown = useMemo(() => (filter === 'all' ? all : all.filter((item) => item.category === filter)), [all, filter]);
  const fallbackSrc = all[0]?.thumbSrc ?? null;
  const showAll = () => setFilter('all');
  const filterLabel = (value: Filter) => (value === 'all' ? t('filters.all') : t(`categories.${value}`));

  let content;
  if (!isNear || gallery.isPending) {
    content = <CarouselSkeleton />;
  } else if (gallery.isError) {
    content = (
      <ErrorState
        className="mx-auto max-w-md"
        title={t('loadFailed')}
        error={gallery.error}
        onRetry={() => void gallery.refetch()}
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon={ImageIcon}
        className="mx-auto max-w-md"
        title={filter === 'all' ? t('empty.all') : t(`empty.${filter}`)}
        action={
          filter !== 'all' ? (
            <Button variant="ghost" onClick={showAll}>
              {t('showAll')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    content = (
      <Suspense fallback={<CarouselSkeleton />}>
        <GalleryCarousel
          key={filter}
          items={shown}
          fallbackSrc={fallbackSrc}
          label={
            filter === 'all' ? t('carousel.allLabel') : t('carousel.categoryLabel', { category: filterLabel(filter) })
          }
        />
      </Suspense>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby="home-gallery-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="home-gallery-heading" className="text-3xl font-bold tracking-tight text-primary-900">
          {t('heading')}
        </h2>
        <p className="mt-4 text-lg text-muted">{t('intro')}</p>
      </div>
      <div role="group" aria-label={t('filters.label')} className="mt-8 flex flex-wrap justify-center gap-2">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'min-h-11 rounded-full border px-5 text-base font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
              filter === value
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-primary-200 bg-white text-primary-800 hover:bg-primary-50',
            )}
          >
            {filterLabel(value)}
          </button>
        ))}
      </div>
      <div className="mt-10">{content}</div>
    </section>
  );
}
