import { lazy, Suspense, useState } from 'react';
import { useSiteConfig } from '@/lib/site-config';
import { createProofOfWork, type ProofOfWork } from './proof-of-work';

const ProofOfWorkWidget = lazy(() =>
  import('./proof-of-work-widget').then((module) => ({ default: module.ProofOfWorkWidget })),
);

const none: ProofOfWork = { solution: async () => undefined, renew: () => {}, attach: () => {} };

/**
 * A form's proof of work (ALTCHA, decision 0081), when the site asks for one: the handle the form
 * sends with, and the widget to place above its button. The widget's code is fetched only here.
 */
export function useProofOfWork(): { proofOfWork: ProofOfWork; isAsked: boolean } {
  const isAsked = useSiteConfig().data?.altcha === true;
  const [handle] = useState(createProofOfWork);
  return { proofOfWork: isAsked ? handle : none, isAsked };
}

/** The widget, or nothing when the site asks for no proof of work. */
export function ProofOfWorkField({ proofOfWork, isAsked }: { proofOfWork: ProofOfWork; isAsked: boolean }) {
  if (!isAsked) return null;
  return (
    <Suspense fallback={<div className="min-h-16" aria-hidden="true" />}>
      <ProofOfWorkWidget proofOfWork={proofOfWork} />
    </Suspense>
  );
}
