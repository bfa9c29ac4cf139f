import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Award, HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MentorBadge as Badge } from '@contracts/mentors';
import { apiFetch } from '@/lib/api';

/** The mentor badge on a member's profile: a peer mentor, and trained when an administrator marked them so. Words: the mentors catalog. */
export function MentorBadge({ userId }: { userId: string }) {
  const { t } = useTranslation('mentors');
  const badge = useQuery({
    queryKey: ['mentors', 'badge', userId],
    queryFn: () => apiFetch<Badge>(`/api/mentors/badge/${encodeURIComponent(userId)}`),
  });
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
