import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionCandidate } from '@contracts/notifications';
import { Avatar } from '@/components/ui/avatar';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMentionCandidates } from '../api';

/** How long the typing rests before the server is asked. */
export const MENTION_DELAY_MS = 200;

/**
 * The '@name' being typed just before the caret: where its '@' is and the letters after it. An '@'
 * right after a letter or digit (an e-mail address, Devanagari joined to it) starts no mention.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\p{L}\p{M}\p{N}_.@])@([A-Za-z0-9._]{1,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** The words go out anonymously: only members whom anyone may find are suggested (and reached). */
  isAnonymous?: boolean;
};

/** The box completes from a list (ARIA's combobox pattern, the focus kept in the box). */
const COMPLETES_FROM_LIST = { 'aria-autocomplete': 'list' } as const;

/**
 * A text box that suggests members to mention: '@' and a letter or more ask /api/mentions (after a
 * short pause) and show a list under the box. Up and Down move through it, Enter or Tab put
 * '@username ' in place of what was typed, Escape closes it. The box keeps the focus throughout
 * (aria-activedescendant names the suggestion in view).
 */
export const MentionTextarea = forwardRef<HTMLTextAreaElement, Props>(function MentionTextarea(
  { onChange, onKeyDown, onClick, onBlur, isAnonymous = false, ...props },
  forwardedRef,
) {
  const { t } = useTranslation('forum');
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const [token, setToken] = useState<{ start: number; query: string } | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Escape closes the list for what is typed now; the next letter opens it again.
  const [dismissed, setDismissed] = useState<string | null>(null);

  // The server is asked only once the typing rests.
  useEffect(() => {
    const next = token?.query ?? '';
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), next ? MENTION_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [token, query]);

  const candidates = useMentionCandidates(query, isAnonymous);
  const typed = token?.query.toLowerCase() ?? '';
  // The server's answer for what is typed, or the last one narrowed to it while the next is asked.
  const items: MentionCandidate[] = !typed
    ? []
    : candidates.isPlaceholderData || query !== token?.query
      ? (candidates.data ?? []).filter((c) => c.username.toLowerCase().startsWith(typed))
      : (candidates.data ?? []);
  const open = Boolean(token) && dismissed !== `${token?.start}:${token?.query}` && items.length > 0;
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  const follow = (el: HTMLTextAreaElement) => {
    const next = el.selectionStart === el.selectionEnd ? mentionAt(el.value, el.selectionStart) : null;
    if (next?.start !== token?.start) setActive(0);
    setToken(next);
    if (!next) setDismissed(null);
  };

  const pick = (candidate: MentionCandidate) => {
    const el = inner.current;
    if (!el || !token) return;
    const caret = el.selectionStart;
    const text = `@${candidate.username} `;
    const after = el.value.slice(caret).replace(/^ /, '');
    el.value = el.value.slice(0, token.start) + text + after;
    const at = token.start + text.length;
    el.setSelectionRange(at, at);
    setToken(null);
    setDismissed(null);
    // The form hears of it as of any typing.
    onChange?.({ target: el, currentTarget: el, type: 'change' } as ChangeEvent<HTMLTextAreaElement>);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + items.length) % items.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        pick(items[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list, not the dialog around the box.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(`${token!.start}:${token!.query}`);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={(el) => {
          inner.current = el;
          if (typeof forwardedRef === 'function') forwardedRef(el);
          else if (forwardedRef) forwardedRef.current = el;
        }}
        {...COMPLETES_FROM_LIST}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange?.(event);
          follow(event.currentTarget);
        }}
        onKeyDown={keyDown}
        onKeyUp={(event) => {
          if (event.key.startsWith('Arrow') && !open) follow(event.currentTarget);
          if (event.key === 'Home' || event.key === 'End') follow(event.currentTarget);
        }}
        onClick={(event) => {
          onClick?.(event);
          follow(event.currentTarget);
        }}
        onBlur={(event) => {
          setToken(null);
          onBlur?.(event);
        }}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('mention.suggestions')}
          className="absolute left-0 right-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((c, i) => (
            <li
              key={c.username}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              // The box keeps the focus: a press picks without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(c)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5',
                i === activeIndex ? 'bg-primary-100' : 'hover:bg-primary-50',
              )}
            >
              <Avatar src={c.avatarUrl} name={c.fullName ?? c.username} size={28} />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-ink">@{c.username}</span>
                {c.fullName ? <span className="block truncate text-xs text-muted">{c.fullName}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" className="sr-only">
        {open ? t('mention.results', { count: items.length }) : ''}
      </span>
    </div>
  );
});
