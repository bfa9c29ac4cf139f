/** The NGO dashboard's cache keys: the dashboard, and the administrator's Events tab that edits the same events. */
export const ngoKeys = {
  all: ['ngo'] as const,
  dashboard: () => [...ngoKeys.all, 'dashboard'] as const,
  registrants: (eventId: string | null) => [...ngoKeys.all, 'registrants', eventId] as const,
  groups: () => [...ngoKeys.all, 'groups'] as const,
  groupMembers: (groupId: string | null) => [...ngoKeys.all, 'group-members', groupId] as const,
};
