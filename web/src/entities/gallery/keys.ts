/** The gallery's cache keys: /gallery and the administrator's Gallery tab refresh by them. */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
};
