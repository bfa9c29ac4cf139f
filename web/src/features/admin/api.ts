import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { SecuritySeverities, type BanBody, type SuspendBody } from '@contracts/admin';
import type { AdminScheme } from '@contracts/costs';
import type { SafetyNotice } from '@contracts/crisis';
import type { AdminArticle, AdminNgo, AdminResourceLink } from '@contracts/resources-admin';
import type { SupportGroup } from '@contracts/support-groups';
import type { Role } from '@contracts/enums';
import type { TrustLevel } from '@contracts/trust';
import type { ReportActionBody, ReportTargetType } from '@contracts/reports';
import type { RevealedAuthor } from '@contracts/forum';
import { eventKeys } from '@/entities/events/keys';
import { galleryKeys } from '@/entities/gallery/keys';
import { ngoKeys } from '@/entities/ngo/keys';
import { resourceKeys } from '@/entities/resources/keys';
import { groupKeys } from '@/entities/support-groups/keys';
import { showCrisisCard, type SharedThing } from '@/components/safety/crisis-notice';
import { api, type ApiInput, type ApiKey, type ApiOutput } from '@/lib/api-client';

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

/**
 * One call among the few routes a helper serves, chosen at run time: the route's key with that
 * route's own path values and body (a union by route, so each call is checked where it is written).
 */
export type RouteCall<K extends ApiKey> = { [P in K]: { route: P } & ApiInput<P> }[K];
/** What any of the routes K answers. */
type AnswerOf<K extends ApiKey> = K extends ApiKey ? ApiOutput<K> : never;

/** Makes a call chosen at run time (RouteCall): its input was checked against its own route where it was written. */
function callRoute<K extends ApiKey>(call: RouteCall<K>): Promise<AnswerOf<K>> {
  const { route, ...input } = call as { route: K };
  return (api as unknown as (key: K, input: object) => Promise<AnswerOf<K>>)(route, input);
}

/** A page's cursor as a query value: none for the first page. */
const cursorOf = (pageParam: string | null) => pageParam ?? undefined;

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.usersFor(q),
    queryFn: ({ pageParam }) => api('GET /api/admin/users', { query: { q, cursor: cursorOf(pageParam) } }),
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
    api('PUT /api/admin/users/:id/role', { params: { id }, body: { role } }),
  );
/** Lock a member's trust level, or null to let their activity decide again (issue 41). */
export const useLockTrust = () =>
  useAdminUserMutation(({ id, level }: { id: string; level: TrustLevel | null }) =>
    api('PUT /api/admin/users/:id/trust-level', { params: { id }, body: { level } }),
  );
export const useSuspend = () =>
  useAdminUserMutation(({ id, body }: { id: string; body: SuspendBody }) =>
    api('PUT /api/admin/users/:id/suspension', { params: { id }, body }),
  );
export const useLiftSuspension = () =>
  useAdminUserMutation((id: string) => api('DELETE /api/admin/users/:id/suspension', { params: { id } }));
export const useBan = () =>
  useAdminUserMutation(({ id, body }: { id: string; body: BanBody }) =>
    api('PUT /api/admin/users/:id/ban', { params: { id }, body }),
  );
export const useLiftBan = () =>
  useAdminUserMutation((id: string) => api('DELETE /api/admin/users/:id/ban', { params: { id } }));
export const usePromote = () =>
  useAdminUserMutation((email: string) => api('POST /api/admin/promote', { body: { email } }));

type SecuritySeverity = (typeof SecuritySeverities)[number];
const isSeverity = (value: string): value is SecuritySeverity =>
  (SecuritySeverities as readonly string[]).includes(value);

/** The security events, by severity and type ('' for any: the filter's "all"). */
export function useSecurityEvents(severity: string, type: string) {
  return useQuery({
    queryKey: adminKeys.events(severity, type),
    queryFn: () =>
      api('GET /api/admin/security-events', {
        query: { severity: isSeverity(severity) ? severity : undefined, type },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: () => api('GET /api/admin/audit-log') });
}

export function useReportQueue(status: 'open' | 'resolved') {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam }) => api('GET /api/admin/reports', { query: { status, cursor: cursorOf(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportActionBody }) =>
      api('POST /api/admin/reports/:id/actions', { params: { id }, body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** How each kind of anonymous content's author is asked for (each look is audited under the administrator). */
const REVEAL: Partial<Record<ReportTargetType, (id: string, reason: string) => Promise<RevealedAuthor>>> = {
  forum_post: (id, reason) => api('POST /api/admin/forum/posts/:id/author', { params: { id }, body: { reason } }),
  forum_reply: (id, reason) => api('POST /api/admin/forum/replies/:id/author', { params: { id }, body: { reason } }),
  story: (id, reason) => api('POST /api/admin/stories/:id/author', { params: { id }, body: { reason } }),
};

export const canRevealAuthor = (type: ReportTargetType) => type in REVEAL;

/** Asks with the administrator's reason (kept in the audit log); the server also needs an open report of it. */
export function useRevealAuthor() {
  return useMutation({
    mutationFn: ({ type, id, reason }: { type: ReportTargetType; id: string; reason: string }) => {
      const reveal = REVEAL[type];
      if (!reveal) return Promise.reject(new Error(`no author look-up for a ${type}`));
      return reveal(id, reason);
    },
  });
}

export function useContactMessages() {
  return useInfiniteQuery({
    queryKey: adminKeys.contact,
    queryFn: ({ pageParam }) => api('GET /api/admin/contact-messages', { query: { cursor: cursorOf(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useSetContactStatus = () =>
  useAdminUserMutation(({ id, status }: { id: string; status: 'new' | 'handled' }) =>
    api('PATCH /api/admin/contact-messages/:id', { params: { id }, body: { status } }),
  );

export function usePaymentLedger() {
  return useInfiniteQuery({
    queryKey: adminKeys.payments,
    queryFn: ({ pageParam }) => api('GET /api/admin/payments', { query: { cursor: cursorOf(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRoleDebug(email: string) {
  return useQuery({
    queryKey: adminKeys.roleDebug(email),
    queryFn: () => api('GET /api/admin/role-debug', { query: { email } }),
    retry: false,
  });
}

/** A library tab's form values, sent as typed: the tab's contract checked them first, and the server parses them again. */
export type EntryValues = Record<string, string | boolean>;
/** What a library route answers for a saved entry: the entry, with a safety notice when the server screens its text. */
interface SavedEntry {
  id: string;
  safety?: SafetyNotice;
}

/**
 * One library kind's calls (community-admin §2): its list (searched, paged), and an entry created,
 * edited (its status switch too) and deleted, each typed by its route.
 */
export interface LibraryCalls<T> {
  list: (q: string, cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>;
  create: (values: EntryValues) => Promise<SavedEntry>;
  update: (id: string, values: EntryValues) => Promise<SavedEntry>;
  remove: (id: string) => Promise<unknown>;
}

/** The body a route takes. */
type BodyOf<K extends ApiKey> = ApiInput<K> extends { body: infer B } ? B : never;
/** A tab's form values as the body of route K (the form's contract is the route's, checked before sending). */
const bodyOf = <K extends ApiKey>(_route: K, values: EntryValues) => values as BodyOf<K>;

export const articleCalls: LibraryCalls<AdminArticle> = {
  list: (q, cursor) => api('GET /api/admin/articles', { query: { q, cursor: cursorOf(cursor) } }),
  create: (values) => api('POST /api/admin/articles', { body: bodyOf('POST /api/admin/articles', values) }),
  update: (id, values) =>
    api('PATCH /api/admin/articles/:id', { params: { id }, body: bodyOf('PATCH /api/admin/articles/:id', values) }),
  remove: (id) => api('DELETE /api/admin/articles/:id', { params: { id } }),
};

export const groupCalls: LibraryCalls<SupportGroup> = {
  list: (q, cursor) => api('GET /api/support-groups', { query: { q, cursor: cursorOf(cursor) } }),
  create: (values) => api('POST /api/support-groups', { body: bodyOf('POST /api/support-groups', values) }),
  update: (id, values) =>
    api('PATCH /api/support-groups/:id', { params: { id }, body: bodyOf('PATCH /api/support-groups/:id', values) }),
  remove: (id) => api('DELETE /api/support-groups/:id', { params: { id } }),
};

export const ngoCalls: LibraryCalls<AdminNgo> = {
  list: (q, cursor) => api('GET /api/admin/ngos', { query: { q, cursor: cursorOf(cursor) } }),
  create: (values) => api('POST /api/admin/ngos', { body: bodyOf('POST /api/admin/ngos', values) }),
  update: (id, values) =>
    api('PATCH /api/admin/ngos/:id', { params: { id }, body: bodyOf('PATCH /api/admin/ngos/:id', values) }),
  remove: (id) => api('DELETE /api/admin/ngos/:id', { params: { id } }),
};

export const linkCalls: LibraryCalls<AdminResourceLink> = {
  list: (q, cursor) => api('GET /api/admin/resource-links', { query: { q, cursor: cursorOf(cursor) } }),
  create: (values) => api('POST /api/admin/resource-links', { body: bodyOf('POST /api/admin/resource-links', values) }),
  update: (id, values) =>
    api('PATCH /api/admin/resource-links/:id', {
      params: { id },
      body: bodyOf('PATCH /api/admin/resource-links/:id', values),
    }),
  remove: (id) => api('DELETE /api/admin/resource-links/:id', { params: { id } }),
};

/** The cost schemes of the costs guide. */
export const schemeCalls: LibraryCalls<AdminScheme> = {
  list: (q, cursor) => api('GET /api/admin/cost-schemes', { query: { q, cursor: cursorOf(cursor) } }),
  create: (values) => api('POST /api/admin/cost-schemes', { body: bodyOf('POST /api/admin/cost-schemes', values) }),
  update: (id, values) =>
    api('PATCH /api/admin/cost-schemes/:id', {
      params: { id },
      body: bodyOf('PATCH /api/admin/cost-schemes/:id', values),
    }),
  remove: (id) => api('DELETE /api/admin/cost-schemes/:id', { params: { id } }),
};

/** One library section's entries (articles, groups, NGOs, links, schemes), searched and paged. */
export function useLibraryList<T>(section: string, calls: LibraryCalls<T>, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.library(section, q),
    queryFn: ({ pageParam }) => calls.list(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** A library entry's status switch or deletion; the public pages read the same entries, so they refresh too. */
export function useLibraryChange<T>(calls: LibraryCalls<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; values: EntryValues } | { id: string; remove: true }) =>
      'remove' in change ? calls.remove(change.id) : calls.update(change.id, change.values),
    onSettled: () => void refreshLibrary(queryClient),
  });
}

/**
 * A library entry created (no id) or edited (its id). An entry whose text the server screens may
 * come back with a safety notice: its writer sees the crisis card (decision 0059).
 */
export function useSaveEntry<T>(calls: LibraryCalls<T>, id: string | null, screenedAs?: SharedThing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EntryValues) => (id === null ? calls.create(values) : calls.update(id, values)),
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
    queryFn: ({ pageParam }) => api('GET /api/admin/stats/awareness', { query: { cursor: cursorOf(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** An awareness statistic's creation, edit or deletion. */
export const useStatChange = () =>
  useAdminUserMutation(
    (
      call: RouteCall<
        | 'POST /api/admin/stats/awareness'
        | 'PATCH /api/admin/stats/awareness/:id'
        | 'DELETE /api/admin/stats/awareness/:id'
      >,
    ) => callRoute(call),
  );

/** The scheduled daily questions. */
export function useDailyQuestions() {
  return useInfiniteQuery({
    queryKey: adminKeys.content('daily-questions'),
    queryFn: ({ pageParam }) => api('GET /api/admin/daily-questions', { query: { cursor: cursorOf(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A daily question's creation or deletion. */
export const useDailyQuestionChange = () =>
  useAdminUserMutation(
    (change: { create: ApiInput<'POST /api/admin/daily-questions'>['body'] } | { remove: string }) =>
      'create' in change
        ? api('POST /api/admin/daily-questions', { body: change.create })
        : api('DELETE /api/admin/daily-questions/:id', { params: { id: change.remove } }),
  );

/** Every community event, upcoming or past, searched. */
export function useAdminEvents(when: 'upcoming' | 'past', q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.communityEvents(when, q),
    queryFn: ({ pageParam }) => api('GET /api/events', { query: { when, limit: 24, q, cursor: cursorOf(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** An event edited or deleted; /events and the NGO's dashboard refresh too. */
export function useEventChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: RouteCall<'PATCH /api/events/:id' | 'DELETE /api/events/:id'>) => callRoute(call),
    // An edited event whose text signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (saved) => showCrisisCard(saved?.safety, 'event'),
    onSettled: () => void refreshEvents(queryClient),
  });
}

/** The gallery's images. The public list is cached for a minute; the administrator always reads it fresh. */
export function useAdminGallery() {
  return useQuery({
    queryKey: adminKeys.gallery,
    queryFn: () => api('GET /api/gallery', { cache: 'no-store' }),
  });
}

/** An image uploaded (a form with its file), its words and place edited, or removed. */
export function useGalleryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      call: RouteCall<'POST /api/admin/gallery' | 'PATCH /api/admin/gallery/:id' | 'DELETE /api/admin/gallery/:id'>,
    ) => callRoute(call),
    onSettled: () => void refreshGallery(queryClient),
  });
}

/** Every peer mentor's offer (issue 25). */
export function useAdminMentors() {
  return useQuery({ queryKey: adminKeys.mentors, queryFn: () => api('GET /api/admin/mentors') });
}

/** The trained badge given or taken away (audited on the server). */
export function useSetTrained() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, trained }: { userId: string; trained: boolean }) =>
      api('PATCH /api/admin/mentors/:userId', { params: { userId }, body: { trained } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.mentors }),
  });
}
