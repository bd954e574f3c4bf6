'use client';
/**
 * Desktop navigation (1024 px and wider). Each top-level item is its link plus,
 * when it has children, a menu button (WAI-ARIA menu-button pattern) for its dropdown:
 *
 * - mouse: hovering an item opens its dropdown after 100 ms; a sub-item with children opens a
 *   flyout beside it; leaving, a click outside, Escape or a click on any menu link closes them;
 * - keyboard: Tab reaches each link and menu button; Enter, Space or ↓ on the button opens the
 *   dropdown on its first item, ↑ on its last; in a menu ↓ ↑ Home End move, a letter jumps to the
 *   next item starting with it, → or Space opens a flyout, ← or Escape closes it, Escape closes
 *   the dropdown and returns focus to its button, Tab closes everything and moves on. Enter
 *   follows the focused link (an item with a flyout is a page too).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '../../renderers/ui/cn';
import { ChevronDown } from '../../renderers/ui/icons';
import { buttonId, Dropdown, itemId, menuId } from './desktop-dropdown';
import { focusByFirstLetter, isPrintableKey, moveFocus, type FocusMove } from './menu-keys';
import { NavLink } from './nav-link';
import type { NavItem } from './navigation';

/** The hover debounce. */
export const HOVER_DELAY_MS = 100;

const MOVES: Readonly<Record<string, FocusMove>> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

/** Which dropdown and flyout are open, and the moves that open and close them. */
interface Menus {
  readonly openId: number | null;
  readonly flyoutId: number | null;
  readonly setOpenId: (id: number | null) => void;
  readonly setFlyoutId: (id: number | null) => void;
  readonly closeAll: () => void;
  /** Opens `id`'s dropdown (or closes, for null) once the pointer has rested `HOVER_DELAY_MS`. */
  readonly hoverTo: (id: number | null) => void;
  /** Focus moves into a menu now when it is shown, else once it has rendered. */
  readonly focusMenu: (id: number, move: FocusMove) => void;
  readonly openFromKeyboard: (id: number, move: FocusMove) => void;
}

/** `navRef` holds the navigation: a click outside it closes the menus. */
function useMenus(navRef: RefObject<HTMLElement | null>): Menus {
  const [openId, setOpenId] = useState<number | null>(null);
  const [flyoutId, setFlyoutId] = useState<number | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Where focus goes once a menu opened from the keyboard is rendered. */
  const pendingFocus = useRef<{ menu: string; move: FocusMove } | null>(null);

  const closeAll = useCallback(() => {
    clearTimeout(hoverTimer.current);
    setOpenId(null);
    setFlyoutId(null);
  }, []);

  const hoverTo = (id: number | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      setOpenId(id);
      setFlyoutId(null);
    }, HOVER_DELAY_MS);
  };

  const focusMenu = (id: number, move: FocusMove) => {
    const menu = document.getElementById(menuId(id));
    if (menu !== null && menu.closest('[hidden]') === null) moveFocus(menu, move);
    else pendingFocus.current = { menu: menuId(id), move };
  };

  const openFromKeyboard = (id: number, move: FocusMove) => {
    clearTimeout(hoverTimer.current);
    focusMenu(id, move);
    setOpenId(id);
  };

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    pendingFocus.current = null;
    const menu = document.getElementById(pending.menu);
    if (menu !== null) moveFocus(menu, pending.move);
  }, [openId, flyoutId]);

  useDismiss(openId, navRef, closeAll);
  return { openId, flyoutId, setOpenId, setFlyoutId, closeAll, hoverTo, focusMenu, openFromKeyboard };
}

/** While a dropdown is open, a click outside the navigation or Escape closes it (focus back on its button when it was inside). */
function useDismiss(openId: number | null, navRef: RefObject<HTMLElement | null>, closeAll: () => void): void {
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = navRef.current?.contains(document.activeElement) ?? false;
      closeAll();
      if (focusInside) document.getElementById(buttonId(openId))?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, navRef, closeAll]);
}

/** The keys of a dropdown (`flyout` false) or of a flyout beside it, owned by the top-level `owner`. */
const menuKeys = (menus: Menus) => (owner: NavItem, flyout: boolean) => (event: KeyboardEvent<HTMLUListElement>) => {
  const menu = event.currentTarget;
  const current = document.activeElement as HTMLElement | null;
  const move = MOVES[event.key];
  const hasFlyout = !flyout && current?.getAttribute('aria-haspopup') === 'menu';
  if (event.key === 'Tab') {
    menus.closeAll();
    return;
  }
  if (move !== undefined) moveFocus(menu, move);
  else if (!flyout && hasFlyout && (event.key === 'ArrowRight' || event.key === ' ')) {
    const id = Number(current?.dataset.itemId);
    menus.focusMenu(id, 'first');
    menus.setFlyoutId(id);
  } else if (flyout && (event.key === 'ArrowLeft' || event.key === 'Escape')) {
    menus.setFlyoutId(null);
    document.getElementById(itemId(owner.id))?.focus();
  } else if (event.key === 'Escape') {
    menus.closeAll();
    document.getElementById(buttonId(owner.id))?.focus();
  } else if (event.key === ' ') current?.click();
  else if (isPrintableKey(event)) focusByFirstLetter(menu, event.key);
  else return;
  event.preventDefault();
  event.stopPropagation();
};

/** The menu button beside a top-level link, and its dropdown. */
function MenuButton({ item, picture, menus }: { readonly item: NavItem; readonly picture: ReactNode; readonly menus: Menus }) {
  const open = menus.openId === item.id;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menus.openFromKeyboard(item.id, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  return (
    <>
      <button
        type="button"
        id={buttonId(item.id)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId(item.id)}
        aria-label={`${item.label} menu`}
        onClick={(event) => (open ? menus.closeAll() : event.detail === 0 ? menus.openFromKeyboard(item.id, 'first') : menus.setOpenId(item.id))}
        onKeyDown={onKeyDown}
        className="-ml-1 flex h-8 w-7 items-center justify-center rounded-md text-freight hover:bg-cement"
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <Dropdown item={item} picture={picture} open={open} flyoutId={menus.flyoutId} onFlyout={menus.setFlyoutId} onNavigate={menus.closeAll} onKeyDown={menuKeys(menus)} />
    </>
  );
}

export interface DesktopNavProps {
  readonly items: readonly NavItem[];
  /** Each featured panel's picture by its item's id, drawn by the server. */
  readonly pictures: Readonly<Record<number, ReactNode>>;
}

export function DesktopNav({ items, pictures }: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const menus = useMenus(navRef);
  return (
    <nav aria-label="Main" ref={navRef}>
      <ul className="flex items-center gap-1 xl:gap-3">
        {items.map((item) => {
          const hasMenu = item.children.length > 0;
          return (
            <li key={item.id} className="relative flex items-center" onMouseEnter={() => menus.hoverTo(hasMenu ? item.id : null)} onMouseLeave={() => menus.hoverTo(null)}>
              <NavLink
                link={item.link}
                customerLogin={item.customerLogin}
                onClick={menus.closeAll}
                className={cn('rounded-md px-2 py-2 text-[15px] font-semibold text-slate underline-offset-8 hover:underline', menus.openId === item.id && 'underline')}
              >
                {item.label}
              </NavLink>
              {hasMenu ? <MenuButton item={item} picture={pictures[item.id]} menus={menus} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
