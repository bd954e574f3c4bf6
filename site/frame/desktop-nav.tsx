'use client';
/**
 * Desktop navigation (spec 2.1, 4.10; 1024 px and wider). Each top-level item is its link plus,
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
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CmsImage } from '../../renderers/ui/cms-image';
import { cn } from '../../renderers/ui/cn';
import { focusByFirstLetter, isPrintableKey, moveFocus, type FocusMove } from './menu-keys';
import { NavLink } from './nav-link';
import type { NavItem } from './navigation';
import { ChevronDown, ChevronRight } from '../../renderers/ui/icons';

/** Spec 9: the hover debounce. */
export const HOVER_DELAY_MS = 100;

const menuId = (id: number) => `nav-menu-${id}`;
const buttonId = (id: number) => `nav-button-${id}`;
const itemId = (id: number) => `nav-item-${id}`;

const MOVES: Readonly<Record<string, FocusMove>> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

const menuItemClass =
  'flex w-full items-center justify-between gap-3 rounded-lg px-4 py-2.5 text-left text-[15px] font-medium text-ink outline-offset-[-3px] hover:bg-cement/70 focus:bg-cement/70 aria-expanded:bg-cement/70';

/** Every descendant of an item below the flyout level, shown in the flyout as an indented list. */
const descendants = (item: NavItem, depth = 0): Array<{ item: NavItem; depth: number }> =>
  item.children.flatMap((child) => [{ item: child, depth }, ...descendants(child, depth + 1)]);

export function DesktopNav({ items }: { readonly items: readonly NavItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [flyoutId, setFlyoutId] = useState<number | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Where focus goes once a menu opened from the keyboard is rendered. */
  const pendingFocus = useRef<{ menu: string; move: FocusMove } | null>(null);
  const navRef = useRef<HTMLElement>(null);

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

  /** Focus moves into a menu now when it is shown, else once it has rendered. */
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
  }, [openId, closeAll]);

  const onButtonKeyDown = (item: NavItem) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openFromKeyboard(item.id, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (owner: NavItem, flyout: boolean) => (event: KeyboardEvent<HTMLUListElement>) => {
    const menu = event.currentTarget;
    const current = document.activeElement as HTMLElement | null;
    const move = MOVES[event.key];
    const hasFlyout = !flyout && current?.getAttribute('aria-haspopup') === 'menu';
    if (event.key === 'Tab') {
      closeAll();
      return;
    }
    if (move !== undefined) moveFocus(menu, move);
    else if (!flyout && hasFlyout && (event.key === 'ArrowRight' || event.key === ' ')) {
      const id = Number(current?.dataset.itemId);
      focusMenu(id, 'first');
      setFlyoutId(id);
    } else if (flyout && (event.key === 'ArrowLeft' || event.key === 'Escape')) {
      setFlyoutId(null);
      document.getElementById(itemId(owner.id))?.focus();
    } else if (event.key === 'Escape') {
      closeAll();
      document.getElementById(buttonId(owner.id))?.focus();
    } else if (event.key === ' ') current?.click();
    else if (isPrintableKey(event)) focusByFirstLetter(menu, event.key);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <nav aria-label="Main" ref={navRef}>
      <ul className="flex items-center gap-1 xl:gap-3">
        {items.map((item) => {
          const hasMenu = item.children.length > 0;
          const open = openId === item.id;
          return (
            <li key={item.id} className="relative flex items-center" onMouseEnter={() => hoverTo(hasMenu ? item.id : null)} onMouseLeave={() => hoverTo(null)}>
              <NavLink
                link={item.link}
                customerLogin={item.customerLogin}
                onClick={closeAll}
                className={cn('rounded-md px-2 py-2 text-[15px] font-semibold text-slate underline-offset-8 hover:underline', open && 'underline')}
              >
                {item.label}
              </NavLink>
              {hasMenu ? (
                <>
                  <button
                    type="button"
                    id={buttonId(item.id)}
                    aria-haspopup="menu"
                    aria-expanded={open}
                    aria-controls={menuId(item.id)}
                    aria-label={`${item.label} menu`}
                    onClick={(event) => (open ? closeAll() : event.detail === 0 ? openFromKeyboard(item.id, 'first') : setOpenId(item.id))}
                    onKeyDown={onButtonKeyDown(item)}
                    className="-ml-1 flex h-8 w-7 items-center justify-center rounded-md text-freight hover:bg-cement"
                  >
                    <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
                  </button>
                  <Dropdown item={item} open={open} flyoutId={flyoutId} onFlyout={setFlyoutId} onNavigate={closeAll} onKeyDown={onMenuKeyDown} />
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface DropdownProps {
  readonly item: NavItem;
  readonly open: boolean;
  readonly flyoutId: number | null;
  readonly onFlyout: (id: number | null) => void;
  readonly onNavigate: () => void;
  readonly onKeyDown: (owner: NavItem, flyout: boolean) => (event: KeyboardEvent<HTMLUListElement>) => void;
}

/** A top-level item's dropdown: its children, their flyouts, and the featured panel. */
function Dropdown({ item, open, flyoutId, onFlyout, onNavigate, onKeyDown }: DropdownProps) {
  const { featured } = item;
  return (
    // A wide dropdown (with its featured panel) is centred under its item, so it stays on screen.
    <div hidden={!open} className={cn('absolute top-full z-50 pt-2', featured ? 'left-1/2 -translate-x-1/2' : 'left-0')}>
      <ul
        role="menu"
        id={menuId(item.id)}
        aria-labelledby={buttonId(item.id)}
        onKeyDown={onKeyDown(item, false)}
        className={cn('grid gap-x-4 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate/10', featured ? 'w-[36rem] grid-cols-[15rem_1fr]' : 'w-64 grid-cols-1')}
      >
        {item.children.map((child) => {
          const hasFlyout = child.children.length > 0;
          const flyoutOpen = flyoutId === child.id;
          return (
            <li key={child.id} role="none" className="relative col-start-1" onMouseEnter={() => onFlyout(hasFlyout ? child.id : null)}>
              <NavLink
                role="menuitem"
                tabIndex={-1}
                id={itemId(child.id)}
                data-item-id={child.id}
                aria-haspopup={hasFlyout ? 'menu' : undefined}
                aria-expanded={hasFlyout ? flyoutOpen : undefined}
                aria-controls={hasFlyout ? menuId(child.id) : undefined}
                link={child.link}
                customerLogin={child.customerLogin}
                onClick={onNavigate}
                className={menuItemClass}
              >
                {child.label}
                {hasFlyout ? <ChevronRight className="h-4 w-4 text-freight" /> : null}
              </NavLink>
              {hasFlyout ? (
                <div hidden={!flyoutOpen} className="absolute left-full top-0 z-10 -mt-3 pl-4">
                  <ul role="menu" id={menuId(child.id)} aria-labelledby={itemId(child.id)} onKeyDown={onKeyDown(child, true)} className="w-60 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate/10">
                    {descendants(child).map(({ item: leaf, depth }) => (
                      <li key={leaf.id} role="none">
                        <NavLink role="menuitem" tabIndex={-1} link={leaf.link} customerLogin={leaf.customerLogin} onClick={onNavigate} className={cn(menuItemClass, depth > 0 && 'pl-8 text-sm')}>
                          {leaf.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
        {featured ? (
          <li role="none" className="col-start-2 row-start-1" style={{ gridRowEnd: `span ${Math.max(item.children.length, 1)}` }}>
            <NavLink role="menuitem" tabIndex={-1} link={featured.link} onClick={onNavigate} className="group block h-full rounded-xl bg-lightest p-3 outline-offset-[-3px] hover:bg-cement/70 focus:bg-cement/70">
              <CmsImage image={{ src: featured.image.url, alt: '' }} className="aspect-[16/10] w-full rounded-lg object-cover" />
              {featured.heading ? <span className="mt-3 block text-[15px] font-semibold leading-snug text-slate">{featured.heading}</span> : null}
              <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-freight underline-offset-4 group-hover:underline">
                {featured.title || 'Learn more'}
                <ChevronRight className="h-4 w-4" />
              </span>
            </NavLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
