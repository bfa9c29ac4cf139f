import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { ClosingCta } from './components/closing-cta';
import { Hero } from './components/hero';
import { SupportCards } from './components/support-cards';

/** The home page: hero, how we support you, and a closing call to action. */
export function HomePage() {
  const { user, isLoading } = useSession();
  useEffect(() => {
    document.title = 'Fortitude Network — cancer support community';
  }, []);
  return (
    <>
      <Hero user={user} isSessionLoading={isLoading} />
      <SupportCards isSignedIn={!!user} />
      <ClosingCta isSignedIn={!!user} isSessionLoading={isLoading} />
    </>
  );
}
