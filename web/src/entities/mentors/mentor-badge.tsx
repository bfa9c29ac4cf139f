import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Award, HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { AskDialog } from './ask-dialog';

const useBadge = (userId: string) =>
  useQuery({
    queryKey: ['mentors', 'badge', userId],
    queryFn: () => api('GET /api/mentors/badge/:userId', { params: { userId } }),
  });

/** The mentor badge on a member's profile: a peer mentor, and trained when an administrator marked them so. Words: the mentors catalog. */
export function MentorBadge({ userId }: { userId: string }) {
  const { t } = useTranslation('mentors');
  const badge = useBadge(userId);
  if (!badge.data?.offering && !badge.data?.trained) return null;
  const Icon = badge.data.trained ? Award : HandHeart;
  return (
    <Link
      to="/mentors"
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 hover:underline"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {t(badge.data.trained ? 'badge.trained' : 'badge.mentor')}
    </Link>
  );
}

/**
 * On a mentor's profile: "Ask to be my mentor", the one request it takes to reach them (accepting
 * connects the two and opens their conversation), or "Request sent" once asked. Nothing when they
 * are not taking requests, are full, or the viewer may not find them (the server decides).
 */
export function MentorAsk({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('mentors');
  const badge = useBadge(userId);
  const [asking, setAsking] = useState(false);
  if (badge.data?.request === 'pending')
    return <p className="text-base font-medium text-primary-800">{t('card.asked')}</p>;
  if (!badge.data?.canAsk) return null;
  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <HandHeart aria-hidden="true" className="h-4 w-4" />
        {t('card.ask')}
      </Button>
      <AskDialog open={asking} onOpenChange={setAsking} mentorId={userId} name={name} />
    </>
  );
}
