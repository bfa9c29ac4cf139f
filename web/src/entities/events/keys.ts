/** Which community events a list shows: those still to come (soonest first) or those gone by. */
export type When = 'upcoming' | 'past';

/** The events' cache keys: /events, the NGO dashboard and the administrator's Events tab refresh by them. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (q: string, when: When) => [...eventKeys.lists(), q, when] as const,
};
