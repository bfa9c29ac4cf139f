import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeCrisisCard, crisisCardStore } from './crisis-notice';

// The cards load only when one is due, so that no page pays for them up front.
const CrisisCard = lazy(() => import('./crisis-card').then((m) => ({ default: m.CrisisCard })));
const ConcernCard = lazy(() => import('./concern-card').then((m) => ({ default: m.ConcernCard })));

/**
 * Mounted once in the layout: shows the private card when a post, reply, story or message the
 * member just shared signals a risk, at its level: the gentle card for a concern, the full dialog
 * for a crisis (decision 0058). It stays over the next page until the member closes it.
 */
export function CrisisCardHost() {
  const shown = useSyncExternalStore(crisisCardStore.subscribe, crisisCardStore.get, crisisCardStore.get);
  if (!shown) return null;
  const Card = shown.level === 'crisis' ? CrisisCard : ConcernCard;
  return (
    <Suspense fallback={null}>
      {/* Another kind or level is another card, announced afresh. */}
      <Card key={`${shown.level}-${shown.kind}`} card={shown} onClose={closeCrisisCard} />
    </Suspense>
  );
}
