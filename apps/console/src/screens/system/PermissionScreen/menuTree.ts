import type { SystemMenu } from '@onsite/domain';

/** A menu entry with its children, for the tree table and the parent picker. */
export interface MenuRow extends SystemMenu {
  children?: MenuRow[];
}

/** The tree of the flat list (parentId 0 or an unknown parent is a root), siblings by order then id. */
export function menuRowsOf(menus: readonly SystemMenu[]): MenuRow[] {
  const sorted = [...menus].sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
  const rows = new Map<number, MenuRow>(sorted.map((menu) => [menu.menuId, { ...menu }]));
  const roots: MenuRow[] = [];
  for (const menu of sorted) {
    const row = rows.get(menu.menuId);
    if (!row) continue;
    const parent = rows.get(menu.parentId);
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}

/** The ids of an entry and everything below it (it cannot move under any of them). */
export function subtreeIds(menus: readonly SystemMenu[], menuId: number): Set<number> {
  const ids = new Set([menuId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const menu of menus) {
      if (ids.has(menu.parentId) && !ids.has(menu.menuId)) {
        ids.add(menu.menuId);
        grew = true;
      }
    }
  }
  return ids;
}

/** The type of parent an entry of a type sits under: directories (or the top) for 'M' and 'C', screens for 'F'. */
export const parentTypeOf = (menuType: SystemMenu['menuType']): SystemMenu['menuType'] =>
  menuType === 'F' ? 'C' : 'M';

/** What a new child of an entry is: a directory's child a screen, a screen's child a button. */
export const childTypeOf = (menuType: SystemMenu['menuType']): SystemMenu['menuType'] =>
  menuType === 'M' ? 'C' : 'F';
