/** The support groups' cache keys: /support-groups, a group's page, My groups, the NGO dashboard and the administrator's library refresh by them. */
export const groupKeys = {
  all: ['support-groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (q: string) => [...groupKeys.lists(), q] as const,
  /** The groups the member joined (My groups, on the profile and its own page). */
  mine: () => [...groupKeys.all, 'mine'] as const,
  detail: (id: string) => [...groupKeys.all, 'detail', id] as const,
  members: (id: string) => [...groupKeys.all, 'members', id] as const,
  messages: (id: string) => [...groupKeys.all, 'messages', id] as const,
};
