import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDonorRequestBody, DonorAnswerBody, DonorProfileBody } from '@contracts/donors';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';

export const donorKeys = {
  all: ['donors'] as const,
  me: ['donors', 'me'] as const,
  requests: ['donors', 'requests'] as const,
  request: (id: string) => ['donors', 'requests', id] as const,
};

export function useMyDonorProfile() {
  return useQuery({ queryKey: donorKeys.me, queryFn: () => api('GET /api/donors/me') });
}

export function useSaveDonorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DonorProfileBody) => api('PUT /api/donors/me', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: donorKeys.me }),
  });
}

export function useDonorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'active' | 'paused') => api('PATCH /api/donors/me', { body: { status } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: donorKeys.me }),
  });
}

export function useDonorRequests() {
  return useQuery({ queryKey: donorKeys.requests, queryFn: () => api('GET /api/donors/requests') });
}

export function useDonorRequest(id: string) {
  return useQuery({
    queryKey: donorKeys.request(id),
    queryFn: () => api('GET /api/donors/requests/:id', { params: { id } }),
  });
}

export function useCreateDonorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDonorRequestBody) => api('POST /api/donors/requests', { body }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: donorKeys.requests });
      showCrisisCard(created.safety, 'post');
    },
  });
}

export function useAnswerDonorRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DonorAnswerBody) => api('POST /api/donors/requests/:id/answer', { params: { id }, body }),
    onSuccess: (view) => {
      queryClient.setQueryData(donorKeys.request(id), view);
      void queryClient.invalidateQueries({ queryKey: donorKeys.requests });
    },
  });
}

export function useCloseDonorRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'fulfilled' | 'cancelled') =>
      api('POST /api/donors/requests/:id/close', { params: { id }, body: { outcome } }),
    onSuccess: (view) => {
      queryClient.setQueryData(donorKeys.request(id), view);
      void queryClient.invalidateQueries({ queryKey: donorKeys.requests });
    },
  });
}

export function useMessageDonor(id: string) {
  return useMutation({
    mutationFn: (body: { donorId: string; content: string }) =>
      api('POST /api/donors/requests/:id/message', { params: { id }, body }),
  });
}

export function useThankDonors(id: string) {
  return useMutation({
    mutationFn: (content: string) => api('POST /api/donors/requests/:id/thanks', { params: { id }, body: { content } }),
  });
}
