import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Changes to the address's parameters: an empty value removes the parameter. */
export type ParamChanges = Record<string, string | null | undefined>;

/**
 * A list's state kept in the address (search, filters, tab), so that a link or a reload shows the
 * same list. Changes replace the history entry: typing does not fill the Back button.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, update };
}

export interface SearchParam {
  /** The search the list shows: the address's parameter, trimmed. */
  value: string;
  /** What the field holds while the person types. */
  draft: string;
  setDraft: (text: string) => void;
  /** Puts the draft into the address now (Enter), without waiting for the pause. */
  commit: () => void;
}

/**
 * The search field of a list: the address holds the search, the field follows it (Back, a shared
 * link), and the typing reaches the address after a short pause.
 */
export function useSearchParam(name = 'q', delay = 400): SearchParam {
  const { params, update } = useListParams();
  const value = params.get(name) ?? '';
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // What this field last put into the address: its own echo must not overwrite what was typed since
  // (on a slow phone the address can change after the next letters are in).
  const [committed, setCommitted] = useState<string | null>(null);
  // The address changed from outside the field (Back, a link): the field follows, unless it
  // already says the same (a trailing space being typed stays).
  if (shown !== value) {
    setShown(value);
    if (value !== committed) {
      setCommitted(null);
      if (draft.trim() !== value) setDraft(value);
    }
  }
  const commitText = useCallback(
    (text: string) => {
      setCommitted(text.trim());
      update({ [name]: text.trim() });
    },
    [update, name],
  );
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commitText(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, commitText, delay]);
  return { value, draft, setDraft, commit: () => commitText(draft) };
}
