'use client';
/**
 * A desktop dropdown (desktop-nav.tsx): the item's children as a WAI-ARIA menu, a second-level
 * flyout beside each child that has children of its own (deeper levels listed in it, indented),
 * and the item's featured panel (only with a link and an image: the loader sees to it).
 *
 * A closed menu is its empty list, there for `aria-controls`: its items are rendered when it opens.
 * Every page carries the header, and the closed menus' items were about 45 elements of each page
 * that the browser parsed, styled and hydrated without showing them; the mobile menu's HTML has the
 * same links for crawlers and for a visitor without the runtime, and the desktop menus need the
 * runtime to open at all.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../renderers/ui/cn';
import { ChevronRight } from '../../renderers/ui/icons';
import { NavLink } from './nav-link';
import type { NavItem } from './navigation';

export const menuId = (id: number) => `nav-menu-${id}`;
export const buttonId = (id: number) => `nav-button-${id}`;
export const itemId = (id: number) => `nav-item-${id}`;

const menuItemClass =
  'flex w-full items-center justify-between gap-3 rounded-lg px-4 py-2.5 text-left text-[15px] font-medium text-ink outline-offset-[-3px] hover:bg-cement/70 focus:bg-cement/70 aria-expanded:bg-cement/70';

/** Every descendant of an item below the flyout level, shown in the flyout as an indented list. */
const descendants = (item: NavItem, depth = 0): Array<{ item: NavItem; depth: number }> =>
  item.children.flatMap((child) => [{ item: child, depth }, ...descendants(child, depth + 1)]);

export interface DropdownProps {
  readonly item: NavItem;
  /** The featured panel's picture, drawn by the server (`<CmsImage>`), so the browser needs no image code for it. */
  readonly picture: ReactNode;
  readonly open: boolean;
  readonly flyoutId: number | null;
  readonly onFlyout: (id: number | null) => void;
  readonly onNavigate: () => void;
  readonly onKeyDown: (owner: NavItem, flyout: boolean) => (event: KeyboardEvent<HTMLUListElement>) => void;
}

/** A top-level item's dropdown: its children, their flyouts, and the featured panel. */
export function Dropdown({ item, picture, open, flyoutId, onFlyout, onNavigate, onKeyDown }: DropdownProps) {
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
        {open && item.children.map((child) => {
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
                    {flyoutOpen && descendants(child).map(({ item: leaf, depth }) => (
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
        {open && featured ? (
          <li role="none" className="col-start-2 row-start-1" style={{ gridRowEnd: `span ${Math.max(item.children.length, 1)}` }}>
            <NavLink role="menuitem" tabIndex={-1} link={featured.link} onClick={onNavigate} className="group block h-full rounded-xl bg-lightest p-3 outline-offset-[-3px] hover:bg-cement/70 focus:bg-cement/70">
              {picture}
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
