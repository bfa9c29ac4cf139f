import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeCrisisCard, crisisCardStore } from './crisis-notice';

// The card and its dialog load only when it is due, so that no page pays for it up front.
const CrisisCard = lazy(() => import('./crisis-card').then((m) => ({ default: m.CrisisCard })));

/**
 * Mounted once in the layout: shows the private crisis card when a post, reply, story or message
 * the member just shared signals a risk. It stays over the next page until the member closes it.
 */
export function CrisisCardHost() {
  const shown = useSyncExternalStore(crisisCardStore.subscribe, crisisCardStore.get, crisisCardStore.get);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CrisisCard card={shown} onClose={closeCrisisCard} />
    </Suspense>
  );
}
