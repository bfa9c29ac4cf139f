import { createContext, useContext, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { NO_SESSION_ABILITIES, type SessionCan } from '@contracts/abilities';
import { api } from './api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Null: the member has not said yet who they are; the web offers the welcome (decision 0062). */
  role: 'patient' | 'survivor' | 'caregiver' | 'volunteer' | 'ngo' | 'admin' | null;
  emailVerified: boolean;
  image?: string | null;
  /** The member's language ('en' or 'hi'), kept in their account; null until they choose. */
  language?: string | null;
  /**
   * What the member may do anywhere (the administration, the NGO dashboard, publishing events,
   * creating groups, choosing their own role), from the server's rules: the web opens a door only
   * when this says so, and the server still refuses every route the member may not call.
   */
  can: SessionCan;
}

interface SessionState {
  user: SessionUser | null;
  /** True until the first session check has finished. */
  isLoading: boolean;
  /** Re-reads the session (after sign-in, sign-out or a role change). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
export const sessionQueryKey = ['session'] as const;

/** Who is signed in (null for a visitor); main.tsx asks before the first render, beside the catalogs. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<SessionUser | null> => {
      const data = await api('GET /api/auth/get-session');
      return data?.user
        ? { ...data.user, role: data.user.role ?? null, can: { ...NO_SESSION_ABILITIES, ...data.can } }
        : null;
    },
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions());
  const value: SessionState = {
    user: query.data ?? null,
    isLoading: query.isPending,
    refresh: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

/** Who is signed in when a session is known here, else null (a part that also renders outside the app's providers). */
export function useOptionalSessionUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}

let endedTo: string | null = null;
/**
 * Where a signed-in page sends its visitor when the session ends on purpose (an erased account goes
 * home), instead of the sign-in page; null again once someone is signed in.
 */
export function setSessionEndsTo(path: string | null): void {
  endedTo = path;
}
export const sessionEndsTo = (): string | null => endedTo;
