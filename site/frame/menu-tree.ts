/**
 * WPGraphQL serves a menu as a flat list in menu order, each item naming its parent. The frame
 * shows it as a tree: this is the one function that builds it.
 */

/** What the tree needs of an item: its own id and its parent's (null for a root). */
export interface FlatMenuItem {
  readonly id: number;
  readonly parentId: number | null;
}

/** An item with its children, in menu order. */
export type MenuTreeNode<T extends FlatMenuItem> = T & { readonly children: ReadonlyArray<MenuTreeNode<T>> };

/**
 * The tree of a flat menu. Laws (property-tested): every item appears exactly once; siblings keep
 * their order in the flat list; an item whose parent is missing from the list (a draft, a deleted
 * page) becomes a root rather than being lost. Ids are database ids, unique within a menu; a
 * repeated id keeps its first item. A parent chain that loops back on itself (bad data, never
 * WordPress's own) is cut at the first of its items in menu order, which becomes a root.
 */
export function buildMenuTree<T extends FlatMenuItem>(items: readonly T[]): Array<MenuTreeNode<T>> {
  const byId = new Map<number, T>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  const unique = [...byId.values()];
  const parentOf = new Map<number, number | null>();
  for (const item of unique) parentOf.set(item.id, item.parentId !== null && byId.has(item.parentId) ? item.parentId : null);
  for (const item of unique) if (loopsBackTo(item.id, parentOf)) parentOf.set(item.id, null);

  const children = new Map<number | null, T[]>();
  for (const item of unique) {
    const parent = parentOf.get(item.id) ?? null;
    const siblings = children.get(parent);
    if (siblings === undefined) children.set(parent, [item]);
    else siblings.push(item);
  }
  const grow = (item: T): MenuTreeNode<T> => ({ ...item, children: (children.get(item.id) ?? []).map(grow) });
  return (children.get(null) ?? []).map(grow);
}

/** True when following parents from `id` comes back to `id`. */
function loopsBackTo(id: number, parentOf: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  let current = parentOf.get(id) ?? null;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** Every node of a tree, depth first in menu order. */
export function flattenMenuTree<T extends FlatMenuItem>(nodes: ReadonlyArray<MenuTreeNode<T>>): Array<MenuTreeNode<T>> {
  return nodes.flatMap((node) => [node, ...flattenMenuTree(node.children)]);
}
