import { useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@contracts/notifications';
import { apiFetch } from '@/lib/api';
import { peopleKeys } from './keys';

/** The bell's list (the header loads this on every page, so it stays apart from the people pages' calls). */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.notifications,
    queryFn: () => apiFetch<NotificationList>('/api/notifications'),
    enabled,
    staleTime: 60_000,
  });
}
