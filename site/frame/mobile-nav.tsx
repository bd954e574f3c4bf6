'use client';
/**
 * Mobile navigation (under 1024 px): the full-screen menu the hamburger opens.
 * Items form an expandable tree: an item with children is a button that opens or closes them
 * (an open item at depth 2 or deeper sits on a light blue-grey background); an item without
 * children is its link, in a new tab when the item has a target.
 */
import { useState } from 'react';
import { cn } from '../../renderers/ui/cn';
import { ChevronDown, UserIcon } from '../../renderers/ui/icons';
import { NavLink } from './nav-link';
import type { NavItem } from './navigation';

interface MobileMenuProps {
  readonly id: string;
  readonly open: boolean;
  readonly items: readonly NavItem[];
  readonly utility: readonly NavItem[];
  /** A link was followed: the menu closes. */
  readonly onNavigate: () => void;
}

export function MobileMenu({ id, open, items, utility, onNavigate }: MobileMenuProps) {
  return (
    <div id={id} hidden={!open} className="fixed inset-x-0 bottom-0 top-16 overflow-y-auto overscroll-contain border-t border-cement bg-white lg:hidden">
      <nav aria-label="Main menu" className="px-5 pb-6 pt-2">
        <MenuTree nodes={items} depth={1} onNavigate={onNavigate} />
      </nav>
      {utility.length > 0 ? (
        <nav aria-label="Utility menu" className="mx-5 mb-10 rounded-2xl bg-lightest px-5 py-4">
          <ul className="space-y-1">
            {utility.map((item) => (
              <li key={item.id}>
                <NavLink link={item.link} customerLogin={item.customerLogin} onClick={onNavigate} className="flex items-center gap-2 py-2 text-base font-semibold text-slate">
                  {item.customerLogin ? <UserIcon className="h-5 w-5 text-freight" /> : null}
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

const rowClass = {
  1: 'flex w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-slate',
  deeper: 'flex w-full items-center justify-between gap-4 rounded-lg px-3 py-3 text-left text-base font-medium text-ink',
} as const;

function MenuTree({ nodes, depth, onNavigate }: { readonly nodes: readonly NavItem[]; readonly depth: number; readonly onNavigate: () => void }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const row = depth === 1 ? rowClass[1] : rowClass.deeper;
  return (
    <ul className={depth === 1 ? 'divide-y divide-cement' : 'space-y-0.5 pb-2'}>
      {nodes.map((node) => {
        if (node.children.length === 0) {
          return (
            <li key={node.id}>
              <NavLink link={node.link} customerLogin={node.customerLogin} onClick={onNavigate} className={row}>
                {node.label}
              </NavLink>
            </li>
          );
        }
        const isOpen = open.has(node.id);
        const listId = `mobile-menu-${node.id}`;
        return (
          <li key={node.id} data-depth={depth} data-open={isOpen} className={cn(depth >= 2 && isOpen && 'rounded-xl bg-mist/30')}>
            <button type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(node.id)} className={row}>
              {node.label}
              <ChevronDown className={cn('h-5 w-5 shrink-0 text-freight transition-transform', isOpen && 'rotate-180')} />
            </button>
            <div id={listId} hidden={!isOpen} className={depth === 1 ? 'pb-3' : 'pl-3'}>
              <MenuTree nodes={node.children} depth={depth + 1} onNavigate={onNavigate} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
