import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'fn-scroll-positions';
// Positions by history entry (location.key); kept in sessionStorage across a reload of the tab.
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * What the data router's <ScrollRestoration> did: a new page starts at the top (or at the element
 * its #hash names), and Back/Forward (or a reload) returns to where the visitor was on that entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // storage may be blocked or full: positions are kept for this page load only
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Remember the position on the entry shown. The key changes as the new page is drawn, before the
  // browser reports the scroll that drawing causes, so that scroll is not taken for the old page's.
  const shownKey = useRef(location.key);
  useEffect(() => {
    const record = () => {
      savedPositions()[shownKey.current] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = savedPositions()[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
