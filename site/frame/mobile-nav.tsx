/**
 * Mobile navigation (under 1024 px): the full-screen menu the hamburger opens.
 * Items form an expandable tree: an item with children is a disclosure (`<details>`) that opens or
 * closes them (an open item at depth 2 or deeper sits on a light blue-grey background); an item
 * without children is its link, in a new tab when the item has a target. The menu is a popover
 * and its submenus are disclosures, so all of it works before the runtime arrives, and without it:
 * it is server-rendered HTML (a link followed from it closes it: header.client.tsx).
 */
import { cn } from '../../renderers/ui/cn';
import { ChevronDown, UserIcon } from '../../renderers/ui/icons';
import { NavLink } from './nav-link';
import type { NavItem } from './navigation';

interface MobileMenuProps {
  readonly id: string;
  readonly items: readonly NavItem[];
  readonly utility: readonly NavItem[];
}

export function MobileMenu({ id, items, utility }: MobileMenuProps) {
  return (
    <div
      id={id}
      popover="auto"
      className="fixed inset-x-0 bottom-0 top-16 m-0 h-auto max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 border-t border-cement bg-white p-0 text-ink lg:hidden"
    >
      <nav aria-label="Main menu" className="px-5 pb-6 pt-2">
        <MenuTree nodes={items} depth={1} />
      </nav>
      {utility.length > 0 ? (
        <nav aria-label="Utility menu" className="mx-5 mb-10 rounded-2xl bg-lightest px-5 py-4">
          <ul className="space-y-1">
            {utility.map((item) => (
              <li key={item.id}>
                <NavLink link={item.link} customerLogin={item.customerLogin} className="flex items-center gap-2 py-2 text-base font-semibold text-slate">
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

function MenuTree({ nodes, depth }: { readonly nodes: readonly NavItem[]; readonly depth: number }) {
  const row = depth === 1 ? rowClass[1] : rowClass.deeper;
  return (
    <ul className={depth === 1 ? 'divide-y divide-cement' : 'space-y-0.5 pb-2'}>
      {nodes.map((node) => {
        if (node.children.length === 0) {
          return (
            <li key={node.id}>
              <NavLink link={node.link} customerLogin={node.customerLogin} className={row}>
                {node.label}
              </NavLink>
            </li>
          );
        }
        return (
          <li key={node.id} data-depth={depth}>
            <details className={cn('group/item', depth >= 2 && 'rounded-xl open:bg-mist/30')}>
              <summary className={cn(row, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
                {node.label}
                <ChevronDown className="h-5 w-5 shrink-0 text-freight transition-transform group-open/item:rotate-180" />
              </summary>
              <div className={depth === 1 ? 'pb-3' : 'pl-3'}>
                <MenuTree nodes={node.children} depth={depth + 1} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
