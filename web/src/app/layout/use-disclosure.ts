import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * State of a button that shows and hides a panel (menus, the notification popover, the mobile
 * menu). It closes on Escape (focus goes back to the button), on a click outside, when focus
 * leaves by keyboard, and on navigation: it is open only for the location it was opened at.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement, P extends HTMLElement = HTMLElement>() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<P>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const open = useCallback(() => setOpenAt(location.key), [location.key]);
  const toggle = useCallback(
    () => setOpenAt((current) => (current === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!isOpen) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (!!buttonRef.current?.contains(target) || !!panelRef.current?.contains(target));
    const handlePointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) close();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen, close]);

  /**
   * For the element wrapping button and panel: closes when keyboard focus moves elsewhere. A blur
   * with no new target (Safari does not focus links on click) is left to the outside-click check.
   */
  const handleBlurWithin = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) close();
    },
    [close],
  );

  return { isOpen, open, close, toggle, buttonRef, panelRef, panelId, handleBlurWithin };
}
