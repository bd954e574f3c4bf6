'use client';
/**
 * While the mobile menu is open, the header behaves as a modal: the page behind it is inert and
 * does not scroll, Tab and Shift+Tab cycle through the header, Escape closes the menu, and so
 * does widening the window to the desktop layout (1024 px), where the menu has no place.
 */
import { useEffect } from 'react';

const DESKTOP_QUERY = '(min-width: 1024px)';
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`: shown, enabled, in document order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0 && element.closest('[hidden], [inert]') === null);
}

/** `headerId`: the header element's id. */
export function useMenuModality(open: boolean, headerId: string, close: () => void) {
  useEffect(() => {
    const element = document.getElementById(headerId);
    if (!open || element === null) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const behind = [...document.body.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.contains(element) && child.tagName !== 'SCRIPT' && child.tagName !== 'NEXT-ROUTE-ANNOUNCER',
    );
    for (const child of behind) child.inert = true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      const reachable = tabbables(element);
      const first = reachable[0];
      const last = reachable[reachable.length - 1];
      if (first === undefined || last === undefined) return;
      const outside = !element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => {
      if (wide.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    // Widened before this ran (the menu opened before the runtime came, the window widened while it
    // loaded): no change is coming, so the menu closes now.
    onWide();
    return () => {
      root.style.overflow = overflow;
      for (const child of behind) child.inert = false;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open, headerId, close]);
}
