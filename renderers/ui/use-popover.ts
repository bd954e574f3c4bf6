/**
 * The state of one popover element, for the client components that follow it (the header's
 * buttons, the search overlay's form).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** The id of the button that opens the popover `id`. */
export const toggleId = (id: string) => `${id}-toggle`;

/** True while the popover is shown (a browser without popovers has none shown). */
export const isShown = (element: HTMLElement | null): boolean => element?.matches(':popover-open') ?? false;

/**
 * The state of one popover, following the element: the browser opens and closes it (its button's
 * `popovertarget`, Escape, a click outside, another popover opening), before the runtime has
 * arrived too; the state is read from the element when the runtime takes over, so a popover opened
 * before then stays open and is known to be. The second value hides it and returns focus to its button.
 */
export function usePopover(id: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = document.getElementById(id);
      element?.addEventListener('toggle', onChange);
      return () => element?.removeEventListener('toggle', onChange);
    },
    [id],
  );
  // Unknown in the server's HTML (no `aria-expanded` there, so before the runtime the browser tells
  // a screen reader the popover's real state); read from the element from hydration on.
  const open = useSyncExternalStore<boolean | undefined>(subscribe, () => isShown(document.getElementById(id)), () => undefined);
  const close = useCallback(() => {
    const element = document.getElementById(id);
    if (isShown(element)) element?.hidePopover();
    document.getElementById(toggleId(id))?.focus();
  }, [id]);
  return [open, close] as const;
}
