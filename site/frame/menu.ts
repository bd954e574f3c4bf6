import type { MenuItem } from '../cms/loaders';

/** The root items of a flat menu, in menu order. */
export function topLevel(items: readonly MenuItem[] | undefined): readonly MenuItem[] {
  return (items ?? []).filter((item) => item.parentId === null);
}
