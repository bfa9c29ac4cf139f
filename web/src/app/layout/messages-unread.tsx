import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { peopleKeys } from '@/entities/people/keys';

/**
 * The unread count beside Messages in the header: the inbox's total, kept under the inbox's key so a
 * new message over the live channel (or reading a conversation) refreshes it. Loaded after the header,
 * for members only, so no visitor's first page pays for it.
 */
export default function MessagesUnread() {
  const { t } = useTranslation('common');
  const { data } = useQuery({
    queryKey: [...peopleKeys.inbox, 'unread'],
    queryFn: () => api('GET /api/messages', { query: { limit: 1 } }),
    select: (page) => page.unreadTotal,
    staleTime: 60_000,
  });
  if (!data) return null;
  return (
    <>
      <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold leading-5 text-white">
        {data > 99 ? '99+' : data}
      </span>
      <span className="sr-only">{t('nav.unreadMessages', { count: data })}</span>
    </>
  );
}
