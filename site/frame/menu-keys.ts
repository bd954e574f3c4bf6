/**
 * Focus movement inside a `role="menu"` (WAI-ARIA menu-button pattern): the items of one menu,
 * not of the flyouts nested in it; next and previous wrap around; a printable character moves to
 * the next item starting with it.
 */

/** The menu items that belong to `menu` itself. */
export function itemsOf(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => item.closest('[role="menu"]') === menu);
}

export type FocusMove = 'first' | 'last' | 'next' | 'previous';

/** Moves focus within `menu`, from the item that has it (or from nowhere). */
export function moveFocus(menu: HTMLElement, move: FocusMove): void {
  const items = itemsOf(menu);
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const index = {
    first: 0,
    last: items.length - 1,
    next: at < 0 ? 0 : (at + 1) % items.length,
    previous: at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length,
  }[move];
  items[index]?.focus();
}

/** Type-ahead: focus the next item (after the current one, wrapping) whose label starts with `char`. */
export function focusByFirstLetter(menu: HTMLElement, char: string): void {
  const items = itemsOf(menu);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const wanted = char.toLowerCase();
  for (let step = 1; step <= items.length; step += 1) {
    const item = items[(at + step) % items.length];
    if (item?.textContent?.trim().toLowerCase().startsWith(wanted)) {
      item.focus();
      return;
    }
  }
}

/** True for a key that types one character (and no shortcut). */
export function isPrintableKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
