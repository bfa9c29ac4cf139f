/** The resources' cache keys: /resources and the administrator's library refresh by them. */
export const resourceKeys = {
  all: ['resources'] as const,
  articles: (q: string) => [...resourceKeys.all, 'articles', q] as const,
  article: (id: string) => [...resourceKeys.all, 'article', id] as const,
  links: (q: string) => [...resourceKeys.all, 'links', q] as const,
  ngos: (q: string) => [...resourceKeys.all, 'ngos', q] as const,
  professionals: (q: string) => [...resourceKeys.all, 'professionals', q] as const,
};
