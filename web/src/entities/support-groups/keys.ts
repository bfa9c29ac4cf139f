/** The support groups' cache keys: /support-groups, the NGO dashboard and the administrator's library refresh by them. */
export const groupKeys = {
  all: ['support-groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (q: string) => [...groupKeys.lists(), q] as const,
};
