import type { RiskKind, RiskLevel, SafetyNotice } from '@contracts/crisis';

/**
 * What the member just shared or saved: the card's words say "your post was shared as you wrote it",
 * and so on (the catalog's `private.<thing>`). Every screened write has one (decision 0059).
 */
export const SharedThings = [
  'post',
  'reply',
  'story',
  'message',
  'answer',
  'request',
  'event',
  'group',
  'profile',
  'contact',
  'offer',
  'reason',
] as const;
export type SharedThing = (typeof SharedThings)[number];

export interface ShownCrisisCard {
  kind: RiskKind;
  /** A concern gets the gentle card at the edge of the page; a crisis the full card (decision 0058). */
  level: RiskLevel;
  what: SharedThing;
}

let current: ShownCrisisCard | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows the private card (issue 20) when a create answer carries a safety notice, at the notice's
 * level: the card host in the layout shows it over whatever page comes next, until the member closes it.
 */
export function showCrisisCard(notice: SafetyNotice | undefined, what: SharedThing): void {
  if (!notice) return;
  current = { kind: notice.kind, level: notice.level, what };
  emit();
}

export function closeCrisisCard(): void {
  current = null;
  emit();
}

/** For useSyncExternalStore. */
export const crisisCardStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => current,
};

/** The created thing without its safety notice, for caches that other views read. */
export function withoutNotice<T extends { safety?: SafetyNotice }>(created: T): Omit<T, 'safety'> {
  const { safety: _safety, ...rest } = created;
  return rest;
}
