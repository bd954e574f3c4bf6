import Link from 'next/link';
import type { MenuItem } from '../cms/loaders';

/** The root items of a flat menu, in menu order. */
export function topLevel(items: readonly MenuItem[] | undefined): readonly MenuItem[] {
  return (items ?? []).filter((item) => item.parentId === null);
}

/** One menu as a labelled list of links; a new tab only when the item has a target. */
export function MenuList({
  label,
  items,
  className,
  linkClassName,
}: {
  readonly label: string;
  readonly items: readonly MenuItem[];
  readonly className: string;
  readonly linkClassName: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.url} target={item.target || undefined} className={linkClassName}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
