import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenuTree, type MenuTreeNode } from '../../site/frame/menu-tree';

interface Item {
  readonly id: number;
  readonly parentId: number | null;
  readonly label: string;
}

/**
 * Flat menus as WordPress could send them: unique ids in any order, parents that are earlier,
 * later, missing from the list (orphans), the item itself, or part of a loop.
 */
const flatMenu = fc
  .uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 40 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.oneof(fc.constant(null), fc.constantFrom(...(ids.length > 0 ? ids : [1])), fc.integer({ min: 201, max: 260 })), {
        minLength: ids.length,
        maxLength: ids.length,
      }),
    ),
  )
  .map(([ids, parents]): Item[] => ids.map((id, index) => ({ id, parentId: parents[index] ?? null, label: `item ${id}` })));

const positions = (items: readonly Item[]) => new Map(items.map((item, index) => [item.id, index]));

function siblingLists(nodes: ReadonlyArray<MenuTreeNode<Item>>): Array<readonly Item[]> {
  return [nodes, ...nodes.flatMap((node) => siblingLists(node.children))];
}

describe('buildMenuTree', () => {
  it('puts every item in the tree exactly once', () => {
    fc.assert(
      fc.property(flatMenu, (items) => {
        const ids = flattenMenuTree(buildMenuTree(items)).map((node) => node.id);
        expect([...ids].sort((a, b) => a - b)).toEqual(items.map((item) => item.id).sort((a, b) => a - b));
      }),
    );
  });

  it('keeps the menu order among siblings', () => {
    fc.assert(
      fc.property(flatMenu, (items) => {
        const at = positions(items);
        for (const siblings of siblingLists(buildMenuTree(items))) {
          const order = siblings.map((node) => at.get(node.id) ?? -1);
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('makes an item whose parent is not in the menu a root', () => {
    fc.assert(
      fc.property(flatMenu, (items) => {
        const ids = new Set(items.map((item) => item.id));
        const rootIds = new Set(buildMenuTree(items).map((node) => node.id));
        for (const item of items) if (item.parentId === null || !ids.has(item.parentId)) expect(rootIds.has(item.id)).toBe(true);
      }),
    );
  });

  it('hangs an item under its parent whenever that parent is in the menu and no loop is involved', () => {
    fc.assert(
      fc.property(flatMenu, (items) => {
        const parentIds = new Map(items.map((item) => [item.id, item.parentId]));
        const hasLoop = (id: number): boolean => {
          const seen = new Set<number>();
          for (let current: number | null | undefined = id; current != null; current = parentIds.get(current)) {
            if (seen.has(current)) return true;
            seen.add(current);
          }
          return false;
        };
        const parentInTree = new Map<number, number | null>();
        const walk = (nodes: ReadonlyArray<MenuTreeNode<Item>>, parent: number | null) =>
          nodes.forEach((node) => {
            parentInTree.set(node.id, parent);
            walk(node.children, node.id);
          });
        walk(buildMenuTree(items), null);
        for (const item of items) {
          if (item.parentId !== null && parentIds.has(item.parentId) && !hasLoop(item.id)) expect(parentInTree.get(item.id)).toBe(item.parentId);
        }
      }),
    );
  });

  it('keeps each item’s own fields', () => {
    const tree = buildMenuTree([
      { id: 1, parentId: null, label: 'About' },
      { id: 2, parentId: 1, label: 'Leadership' },
      { id: 3, parentId: 99, label: 'Orphan' },
      { id: 4, parentId: 4, label: 'Self' },
    ]);
    expect(tree.map((node) => node.label)).toEqual(['About', 'Orphan', 'Self']);
    expect(tree[0]?.children.map((node) => node.label)).toEqual(['Leadership']);
  });

  it('keeps the first item of a repeated id', () => {
    const tree = buildMenuTree([
      { id: 1, parentId: null, label: 'First' },
      { id: 1, parentId: null, label: 'Again' },
    ]);
    expect(tree.map((node) => node.label)).toEqual(['First']);
  });
});
