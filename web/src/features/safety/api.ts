import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlanBody } from '@contracts/safety';
import { api } from '@/lib/api-client';

export const safetyPlanKeys = {
  mine: () => ['me', 'safety-plan'] as const,
};

export const getSafetyPlan = () => api('GET /api/me/safety-plan', { cache: 'no-store' });

export const safetyPlanQueryOptions = () => queryOptions({ queryKey: safetyPlanKeys.mine(), queryFn: getSafetyPlan });

/** The member's own plan (empty lists when none yet), with the helplines it always shows. */
export function useSafetyPlan() {
  return useQuery(safetyPlanQueryOptions());
}

/** Saves the whole plan; the answer becomes the cached plan. */
export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyPlanBody) => api('PUT /api/me/safety-plan', { body }),
    onSuccess: (saved) => queryClient.setQueryData(safetyPlanKeys.mine(), saved),
  });
}

export function useDeleteSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/me/safety-plan'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyPlanKeys.mine() }),
  });
}

/** A number as a tel: link dials it: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
