import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Article, ArticlePage, NgoPage, Professionals, ResourceLinks } from '@contracts/resources';
import { apiFetch } from '@/lib/api';

const withQ = (path: string, q: string, cursor?: string | null) => {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (cursor) p.set('cursor', cursor);
  return `${path}${p.size ? `?${p}` : ''}`;
};

export function useArticles(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['resources', 'articles', q],
    queryFn: ({ pageParam }) => apiFetch<ArticlePage>(withQ('/api/resources/articles', q, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useArticle(id: string) {
  return useQuery({ queryKey: ['resources', 'article', id], queryFn: () => apiFetch<Article>(`/api/resources/articles/${encodeURIComponent(id)}`) });
}

export function useLinks(q: string, enabled: boolean) {
  return useQuery({ queryKey: ['resources', 'links', q], queryFn: () => apiFetch<ResourceLinks>(withQ('/api/resources/links', q)), enabled, staleTime: 60_000 });
}

export function useNgos(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['resources', 'ngos', q],
    queryFn: ({ pageParam }) => apiFetch<NgoPage>(withQ('/api/resources/ngos', q, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useProfessionals(q: string, enabled: boolean) {
  return useQuery({ queryKey: ['resources', 'professionals', q], queryFn: () => apiFetch<Professionals>(withQ('/api/resources/professionals', q)), enabled, staleTime: 60_000 });
}
