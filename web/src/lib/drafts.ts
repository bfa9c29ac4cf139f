import { useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalSessionUser } from './session';

/**
 * Drafts: what a person is writing in a composer (a forum post or reply, a story, a private message,
 * a message to Forti, the contact form) is kept on this device as they type, until it is sent
 * (decision 0061). A signed-in member's drafts are kept in localStorage under their account's id,
 * for 14 days, and all of them are removed when anyone signs out on this device; a visitor's (the
 * contact form) in sessionStorage only, gone when the tab closes, so a shared phone keeps nothing of
 * a visitor past their visit.
 */
const PREFIX = 'fn-draft:';
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  value: T;
  savedAt: number;
}

function storageFor(owner: string | null): Storage | null {
  try {
    return owner ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage blocked: drafts last as long as the page
  }
}

/** The storage key of a composer's draft: its owner, the composer, and what it writes to (a post, a person…). */
export function draftKey(owner: string | null, composer: string, target?: string | null): string {
  return `${PREFIX}${owner ?? 'visitor'}:${composer}${target ? `:${target}` : ''}`;
}

/** True when a value holds any text a person wrote (not only the empty form's choices). */
export function holdsText(value: unknown, empty?: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '' && value !== empty;
  if (value && typeof value === 'object') {
    const base = (empty && typeof empty === 'object' ? empty : {}) as Record<string, unknown>;
    return Object.entries(value as Record<string, unknown>).some(
      ([name, field]) => typeof field === 'string' && field.trim() !== '' && field !== base[name],
    );
  }
  return false;
}

export function readDraft<T>(owner: string | null, key: string, now = Date.now()): T | null {
  const storage = storageFor(owner);
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_MAX_AGE_MS) {
      storage.removeItem(key);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

export function writeDraft<T>(owner: string | null, key: string, value: T, now = Date.now()): void {
  try {
    storageFor(owner)?.setItem(key, JSON.stringify({ value, savedAt: now } satisfies Stored<T>));
  } catch {
    // full or blocked storage: the text stays in the box, only not past a reload
  }
}

export function removeDraft(owner: string | null, key: string): void {
  try {
    storageFor(owner)?.removeItem(key);
  } catch {
    // nothing kept
  }
}

/** Removes every draft on this device, a member's and a visitor's (on signing out). */
export function clearAllDrafts(): void {
  for (const storage of [storageFor('any'), storageFor(null)]) {
    if (!storage) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // nothing to clear
    }
  }
}

export interface Draft<T> {
  /** What the composer starts with: the kept draft, or `empty`. */
  initial: T;
  /** True while a kept draft was put back into the composer and not yet sent or discarded. */
  restored: boolean;
  /** Keeps the composer's current value (or removes the draft when it holds no text). */
  save: (value: T) => void;
  /** Forgets the draft: after a successful send. */
  clear: () => void;
  /** Forgets the draft and returns the empty value, for the "Discard" of the restored note. */
  discard: () => T;
  /** Changes whenever the draft's key does (another post, another person): a form resets to `initial` then. */
  key: string;
}

/**
 * The one draft hook of every composer: `composer` names the box ('forum-reply'), `target` what it
 * writes to (a post's id; null for one of its kind), `empty` its empty value (a string or a form's
 * values; for an edit, what the content says now, so that only a change is kept).
 */
export function useDraft<T>(composer: string, target: string | null | undefined, empty: T): Draft<T> {
  const owner = useOptionalSessionUser()?.id ?? null;
  const key = draftKey(owner, composer, target);
  // The value that counts as "nothing written": for an edit, the words as they stand now.
  const emptyRef = useRef(empty);
  emptyRef.current = empty;
  const read = () => {
    const kept = readDraft<T>(owner, key);
    return kept !== null && holdsText(kept, emptyRef.current) ? kept : null;
  };
  const [state, setState] = useState(() => {
    const kept = read();
    return { key, initial: kept ?? emptyRef.current, restored: kept !== null };
  });
  // Another target (the same page for another post) reads that target's draft.
  if (state.key !== key) {
    const kept = read();
    setState({ key, initial: kept ?? emptyRef.current, restored: kept !== null });
  }
  const save = useCallback(
    (value: T) => {
      if (holdsText(value, emptyRef.current)) writeDraft(owner, key, value);
      else removeDraft(owner, key);
    },
    [owner, key],
  );
  const clear = useCallback(() => {
    removeDraft(owner, key);
    setState((current) => (current.restored ? { ...current, restored: false } : current));
  }, [owner, key]);
  const discard = useCallback(() => {
    removeDraft(owner, key);
    setState({ key, initial: emptyRef.current, restored: false });
    return emptyRef.current;
  }, [owner, key]);
  return { initial: state.initial, restored: state.restored, save, clear, discard, key: state.key };
}

/**
 * Whether a draft is kept for a composer that is not on screen yet (an answer box opened by a
 * button): read once, so that the box can open by itself with the words in it.
 */
export function useHasDraft(composer: string, target: string | null | undefined, empty: unknown): boolean {
  const owner = useOptionalSessionUser()?.id ?? null;
  const [kept] = useState(() => holdsText(readDraft(owner, draftKey(owner, composer, target)), empty));
  return kept;
}

/**
 * A composer whose text is plain state (a message box): the text, its setter that also keeps the
 * draft, and the draft itself. Another target (the same page for another person) shows its own draft.
 */
export function useDraftText(composer: string, target: string | null | undefined) {
  const draft = useDraft(composer, target, '');
  const [text, setTextState] = useState(draft.initial);
  const [shownKey, setShownKey] = useState(draft.key);
  if (shownKey !== draft.key) {
    setShownKey(draft.key);
    setTextState(draft.initial);
  }
  const { save } = draft;
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      save(next);
    },
    [save],
  );
  /** Empties the box without touching the draft (it is cleared once the send is through). */
  const empty = useCallback(() => setTextState(''), []);
  return { text, setText, empty, draft };
}

/** The same for a form (react-hook-form): restores the draft into it and keeps every change. */
export function useFormDraft<T extends Record<string, unknown>>(
  draft: Draft<T>,
  watch: (callback: (values: Partial<T>) => void) => { unsubscribe: () => void },
  reset: (values: T) => void,
): void {
  const { save, key, initial } = draft;
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    reset(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the draft's key changes
  }, [key]);
  useEffect(() => {
    const subscription = watch((values) => save(values as T));
    return () => subscription.unsubscribe();
  }, [watch, save]);
}
