import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { ClosingCta } from '@/features/home/components/closing-cta';
import { Hero } from '@/features/home/components/hero';
import { SupportCards } from '@/features/home/components/support-cards';
import { MeetForti } from '@/features/home/components/meet-forti';
import { Collaborators } from '@/features/home/components/collaborators';
import { DailyQuestionCard } from '@/features/daily-question/daily-question-card';
import { AwarenessStats } from '@/features/stats/awareness-stats';
import { GallerySection } from '@/features/gallery/gallery-section';
import { AdSlot } from '@/features/ads/ad-slot';

/** The home page (core §2 Home), composed from the features that own each section. */
export function HomePage() {
  const { user, isLoading } = useSession();
  const isSignedIn = !!user;
  useEffect(() => {
    document.title = 'Fortitude Network — cancer support community';
  }, []);
  return (
    <>
      <Hero user={user} isSessionLoading={isLoading} />
      <SupportCards isSignedIn={isSignedIn} />
      <DailyQuestionCard isSignedIn={isSignedIn} />
      <AwarenessStats />
      <MeetForti isSignedIn={isSignedIn} />
      <GallerySection />
      <AdSlot name="home" />
      <Collaborators />
      <ClosingCta isSignedIn={isSignedIn} isSessionLoading={isLoading} />
    </>
  );
}
