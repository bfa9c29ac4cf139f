import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserPage,
  AuditLog,
  BanBody,
  RevealAuthorBody,
  RoleChangeResult,
  RoleDebug,
  SecurityEventList,
  SuspendBody,
} from '@contracts/admin';
import type { ContactMessage, ContactMessagePage } from '@contracts/pages';
import type { PaymentLedger } from '@contracts/support';
import type { Role } from '@contracts/enums';
import type { ReportActionBody, ReportQueue, ReportTargetType } from '@contracts/reports';
import type { RevealedAuthor } from '@contracts/forum';
import { eventKeys } from '@/entities/events/keys';
import { galleryKeys } from '@/entities/gallery/keys';
import { ngoKeys } from '@/entities/ngo/keys';
import { resourceKeys } from '@/entities/resources/keys';
import { groupKeys } from '@/entities/support-groups/keys';
import { apiFetch } from '@/lib/api';

const enc = encodeURIComponent;
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  usersFor: (q: string) => ['admin', 'users', q] as const,
  events: (severity: string, type: string) => ['admin', 'security', severity, type] as const,
  audit: ['admin', 'audit'] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  contact: ['admin', 'contact'] as const,
  payments: ['admin', 'payments'] as const,
  roleDebug: (email: string) => ['admin', 'role-debug', email] as const,
  content: (section: string) => ['admin', section] as const,
  library: (section: string, q: string) => ['admin', section, q] as const,
  communityEvents: (when: string, q: string) => ['admin', 'events', when, q] as const,
  gallery: ['admin', 'gallery'] as const,
};

/** The public pages read what the administrator's library edits (articles, links, NGOs, groups): both refresh. */
export const refreshLibrary = (queryClient: QueryClient) =>
  Promise.all(
    [adminKeys.all, resourceKeys.all, groupKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** An event edited here shows on /events and on the NGO's dashboard too. */
export const refreshEvents = (queryClient: QueryClient) =>
  Promise.all(
    [adminKeys.all, eventKeys.all, ngoKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export const refreshGallery = (queryClient: QueryClient) =>
  Promise.all([adminKeys.gallery, galleryKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.usersFor(q),
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      if (q) p.set('q', q);
      if (pageParam) p.set('cursor', pageParam);
      return apiFetch<AdminUserPage>(`/api/admin/users${p.size ? `?${p}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

function useAdminUserMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const useSetRole = () =>
  useAdminUserMutation(({ id, role }: { id: string; role: Role }) =>
    apiFetch<RoleChangeResult>(`/api/admin/users/${enc(id)}/role`, { method: 'PUT', json: { role } }),
  );
export const useSuspend = () =>
  useAdminUserMutation(({ id, body }: { id: string; body: SuspendBody }) =>
    apiFetch<AdminUser>(`/api/admin/users/${enc(id)}/suspension`, { method: 'PUT', json: body }),
  );
export const useLiftSuspension = () =>
  useAdminUserMutation((id: string) =>
    apiFetch<AdminUser>(`/api/admin/users/${enc(id)}/suspension`, { method: 'DELETE' }),
  );
export const useBan = () =>
  useAdminUserMutation(({ id, body }: { id: string; body: BanBody }) =>
    apiFetch<AdminUser>(`/api/admin/users/${enc(id)}/ban`, { method: 'PUT', json: body }),
  );
export const useLiftBan = () =>
  useAdminUserMutation((id: string) => apiFetch<AdminUser>(`/api/admin/users/${enc(id)}/ban`, { method: 'DELETE' }));
export const usePromote = () =>
  useAdminUserMutation((email: string) =>
    apiFetch<RoleChangeResult>('/api/admin/promote', { method: 'POST', json: { email } }),
  );

export function useSecurityEvents(severity: string, type: string) {
  return useQuery({
    queryKey: adminKeys.events(severity, type),
    queryFn: () => {
      const p = new URLSearchParams();
      if (severity) p.set('severity', severity);
      if (type) p.set('type', type);
      return apiFetch<SecurityEventList>(`/api/admin/security-events${p.size ? `?${p}` : ''}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: () => apiFetch<AuditLog>('/api/admin/audit-log') });
}

export function useReportQueue(status: 'open' | 'resolved') {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam }) =>
      apiFetch<ReportQueue>(`/api/admin/reports?status=${status}${pageParam ? `&cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportActionBody }) =>
      apiFetch<{ resolved: number }>(`/api/admin/reports/${enc(id)}/actions`, { method: 'POST', json: body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Where each kind of anonymous content's author is asked for (each look is audited under the administrator). */
const REVEAL_PATHS: Partial<Record<ReportTargetType, string>> = {
  forum_post: '/api/admin/forum/posts',
  forum_reply: '/api/admin/forum/replies',
  story: '/api/admin/stories',
};

export const canRevealAuthor = (type: ReportTargetType) => type in REVEAL_PATHS;

/** Asks with the administrator's reason (kept in the audit log); the server also needs an open report of it. */
export function useRevealAuthor() {
  return useMutation({
    mutationFn: ({ type, id, reason }: { type: ReportTargetType; id: string; reason: string }) =>
      apiFetch<RevealedAuthor>(`${REVEAL_PATHS[type]}/${enc(id)}/author`, {
        method: 'POST',
        json: { reason } satisfies RevealAuthorBody,
      }),
  });
}

export function useContactMessages() {
  return useInfiniteQuery({
    queryKey: adminKeys.contact,
    queryFn: ({ pageParam }) =>
      apiFetch<ContactMessagePage>(`/api/admin/contact-messages${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useSetContactStatus = () =>
  useAdminUserMutation(({ id, status }: { id: string; status: 'new' | 'handled' }) =>
    apiFetch<ContactMessage>(`/api/admin/contact-messages/${enc(id)}`, { method: 'PATCH', json: { status } }),
  );

export function usePaymentLedger() {
  return useInfiniteQuery({
    queryKey: adminKeys.payments,
    queryFn: ({ pageParam }) =>
      apiFetch<PaymentLedger>(`/api/admin/payments${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRoleDebug(email: string) {
  return useQuery({
    queryKey: adminKeys.roleDebug(email),
    queryFn: () => apiFetch<RoleDebug>(`/api/admin/role-debug${email ? `?email=${enc(email)}` : ''}`),
    retry: false,
  });
}
