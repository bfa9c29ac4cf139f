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
import type { SafetyNotice } from '@contracts/crisis';
import type { AdminDailyQuestionPage } from '@contracts/daily-question';
import type { EventPage, SavedEvent } from '@contracts/events';
import type { GalleryList } from '@contracts/gallery';
import type { AdminMentorList, Offer } from '@contracts/mentors';
import type { ContactMessage, ContactMessagePage } from '@contracts/pages';
import type { AdminAwarenessStatPage } from '@contracts/stats';
import type { PaymentLedger } from '@contracts/support';
import type { Role } from '@contracts/enums';
import type { ReportActionBody, ReportQueue, ReportTargetType } from '@contracts/reports';
import type { RevealedAuthor } from '@contracts/forum';
import { eventKeys } from '@/entities/events/keys';
import { galleryKeys } from '@/entities/gallery/keys';
import { ngoKeys } from '@/entities/ngo/keys';
import { resourceKeys } from '@/entities/resources/keys';
import { groupKeys } from '@/entities/support-groups/keys';
import { showCrisisCard, type SharedThing } from '@/components/safety/crisis-notice';
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
  /** Under the mentors' keys: what refreshes a mentor's offer refreshes this list too. */
  mentors: ['mentors', 'admin'] as const,
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

/** A list the server pages by ?cursor= (and searches by ?q= when given): the query string of one page. */
function pageQuery(pageParam: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (pageParam) params.set('cursor', pageParam);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const searched = (q: string): Record<string, string> => (q ? { q } : {});

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.usersFor(q),
    queryFn: ({ pageParam }) => apiFetch<AdminUserPage>(`/api/admin/users${pageQuery(pageParam, searched(q))}`),
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
    queryFn: ({ pageParam }) => apiFetch<ContactMessagePage>(`/api/admin/contact-messages${pageQuery(pageParam)}`),
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
    queryFn: ({ pageParam }) => apiFetch<PaymentLedger>(`/api/admin/payments${pageQuery(pageParam)}`),
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

/** One library section's entries (articles, groups, NGOs, links, schemes), searched and paged. */
export function useLibraryList<T>(section: string, path: string, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.library(section, q),
    queryFn: ({ pageParam }) =>
      apiFetch<{ items: T[]; nextCursor: string | null }>(`${path}${pageQuery(pageParam, searched(q))}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** A library entry's status switch or deletion; the public pages read the same entries, so they refresh too. */
export function useLibraryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, method, json }: { url: string; method: 'PATCH' | 'DELETE'; json?: unknown }) =>
      apiFetch<unknown>(url, { method, json }),
    onSettled: () => void refreshLibrary(queryClient),
  });
}

/**
 * A library entry created (POST to the list's path) or edited (PATCH to its own). An entry whose text
 * the server screens may come back with a safety notice: its writer sees the crisis card (decision 0059).
 */
export function useSaveEntry(url: string, method: 'POST' | 'PATCH', screenedAs?: SharedThing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: unknown) => apiFetch<{ safety?: SafetyNotice }>(url, { method, json }),
    onSuccess: (saved) => {
      if (screenedAs) showCrisisCard(saved.safety, screenedAs);
    },
    onSettled: () => void refreshLibrary(queryClient),
  });
}

/** The home page's awareness statistics, by display order. */
export function useAwarenessStats() {
  return useInfiniteQuery({
    queryKey: adminKeys.content('stats'),
    queryFn: ({ pageParam }) => apiFetch<AdminAwarenessStatPage>(`/api/admin/stats/awareness${pageQuery(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The scheduled daily questions. */
export function useDailyQuestions() {
  return useInfiniteQuery({
    queryKey: adminKeys.content('daily-questions'),
    queryFn: ({ pageParam }) => apiFetch<AdminDailyQuestionPage>(`/api/admin/daily-questions${pageQuery(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A statistic's or a daily question's creation, edit or deletion. */
export const useContentChange = () =>
  useAdminUserMutation(
    ({ path, method, json }: { path: string; method: 'POST' | 'PATCH' | 'DELETE'; json?: unknown }) =>
      apiFetch<unknown>(path, { method, json }),
  );

/** Every community event, upcoming or past, searched. */
export function useAdminEvents(when: 'upcoming' | 'past', q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.communityEvents(when, q),
    queryFn: ({ pageParam }) =>
      apiFetch<EventPage>(`/api/events${pageQuery(pageParam, { when, limit: '24', ...searched(q) })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** An event edited or deleted; /events and the NGO's dashboard refresh too. */
export function useEventChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, method, json }: { id: string; method: 'PATCH' | 'DELETE'; json?: unknown }) =>
      apiFetch<SavedEvent | null>(`/api/events/${enc(id)}`, { method, json }),
    // An edited event whose text signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (saved) => showCrisisCard(saved?.safety, 'event'),
    onSettled: () => void refreshEvents(queryClient),
  });
}

/** The gallery's images. The public list is cached for a minute; the administrator always reads it fresh. */
export function useAdminGallery() {
  return useQuery({
    queryKey: adminKeys.gallery,
    queryFn: () => apiFetch<GalleryList>('/api/gallery', { cache: 'no-store' }),
  });
}

/** An image uploaded (a form with its file), its words and place edited, or removed. */
export function useGalleryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      url,
      method,
      json,
      body,
    }: {
      url: string;
      method: 'POST' | 'PATCH' | 'DELETE';
      json?: unknown;
      body?: FormData;
    }) => apiFetch<unknown>(url, { method, json, body }),
    onSettled: () => void refreshGallery(queryClient),
  });
}

/** Every peer mentor's offer (issue 25). */
export function useAdminMentors() {
  return useQuery({ queryKey: adminKeys.mentors, queryFn: () => apiFetch<AdminMentorList>('/api/admin/mentors') });
}

/** The trained badge given or taken away (audited on the server). */
export function useSetTrained() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, trained }: { userId: string; trained: boolean }) =>
      apiFetch<Offer>(`/api/admin/mentors/${enc(userId)}`, { method: 'PATCH', json: { trained } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.mentors }),
  });
}
