import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useSiteName } from '@/lib/site-config';
import { ClosingCta } from '@/features/home/components/closing-cta';
import { Hero } from '@/features/home/components/hero';
import { SupportCards } from '@/features/home/components/support-cards';
import { MeetForti } from '@/features/home/components/meet-forti';
import { Collaborators } from '@/features/home/components/collaborators';
import { DailyQuestionCard } from '@/features/daily-question/daily-question-card';
import { AdSlot } from '@/features/ads/ad-slot';

// Sections below the fold load after the first paint, keeping the first page's JavaScript small.
const AwarenessStats = lazy(() =>
  import('@/features/stats/awareness-stats').then((m) => ({ default: m.AwarenessStats })),
);
const GallerySection = lazy(() =>
  import('@/features/gallery/gallery-section').then((m) => ({ default: m.GallerySection })),
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
      <MeetForti isSignedIn={isSignedIn} />
      <Suspense fallback={<div className="min-h-96" />}>
        <GallerySection />
      </Suspense>
      <AdSlot name="home" />
      <Collaborators />
      <ClosingCta isSignedIn={isSignedIn} isSessionLoading={isLoading} />
    </>
  );
}
