import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useSiteName } from '@/lib/site-config';
import { Hero } from '@/features/home/components/hero';
import { SupportCards } from '@/features/home/components/support-cards';
import { DailyQuestionCard } from '@/features/daily-question/daily-question-card';
import { AdSlot } from '@/features/ads/ad-slot';

// Sections below the fold load after the first paint, keeping the first page's JavaScript small.
const AwarenessStats = lazy(() =>
  import('@/features/stats/awareness-stats').then((m) => ({ default: m.AwarenessStats })),
);
const GallerySection = lazy(() =>
  import('@/features/gallery/gallery-section').then((m) => ({ default: m.GallerySection })),
);
// Forti's section, the collaborators and the closing invitation, in one chunk (issue 44's first-hour
// work brought the first page's JavaScript to its budget).
const MeetForti = lazy(() => import('@/features/home/components/meet-forti').then((m) => ({ default: m.MeetForti })));
const Collaborators = lazy(() =>
  import('@/features/home/components/collaborators').then((m) => ({ default: m.Collaborators })),
);
const ClosingCta = lazy(() =>
  import('@/features/home/components/closing-cta').then((m) => ({ default: m.ClosingCta })),
);

/** The home page (core §2 Home), composed from the features that own each section. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { user, isLoading } = useSession();
  const isSignedIn = !!user;
  const siteName = useSiteName();
  const title = t('documentTitle', { siteName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Hero user={user} isSessionLoading={isLoading} />
      <SupportCards isSignedIn={isSignedIn} />
      <DailyQuestionCard isSignedIn={isSignedIn} />
      <Suspense fallback={<div className="min-h-96" />}>
        <AwarenessStats />
      </Suspense>
      <Suspense fallback={<div className="min-h-96" />}>
        <MeetForti isSignedIn={isSignedIn} />
      </Suspense>
      <Suspense fallback={<div className="min-h-96" />}>
        <GallerySection />
      </Suspense>
      <AdSlot name="home" />
      <Suspense fallback={<div className="min-h-96" />}>
        <Collaborators />
        <ClosingCta isSignedIn={isSignedIn} isSessionLoading={isLoading} />
      </Suspense>
    </>
  );
}
