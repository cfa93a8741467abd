import type { SystemMenu } from '@onsite/domain';

/** A node of the role editor's tree: a directory, a screen or a button ('F', carrying its code). */
export interface PermissionNode {
  key: number;
  title: string;
  /** The button code of an 'F' entry. */
  button?: string;
  children: PermissionNode[];
}

/** The menus of `/system/menu/list` as a tree, with the lookups the check rules need. */
export interface PermissionTree {
  roots: PermissionNode[];
  parentOf: ReadonlyMap<number, number>;
  childrenOf: ReadonlyMap<number, readonly number[]>;
  buttonOf: ReadonlyMap<number, string>;
}

export function permissionTreeOf(menus: readonly SystemMenu[]): PermissionTree {
  const sorted = [...menus].sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
  const nodes = new Map<number, PermissionNode>();
  const buttonOf = new Map<number, string>();
  for (const menu of sorted) {
    const node: PermissionNode = { key: menu.menuId, title: menu.menuName, children: [] };
    if (menu.menuType === 'F' && menu.perms !== '') {
      node.button = menu.perms;
      buttonOf.set(menu.menuId, menu.perms);
    }
    nodes.set(menu.menuId, node);
  }
  const roots: PermissionNode[] = [];
  const parentOf = new Map<number, number>();
  const childrenOf = new Map<number, number[]>();
  for (const menu of sorted) {
    const node = nodes.get(menu.menuId);
    const parent = nodes.get(menu.parentId);
    if (!node) continue;
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.children.push(node);
    parentOf.set(menu.menuId, menu.parentId);
    childrenOf.set(menu.parentId, [...(childrenOf.get(menu.parentId) ?? []), menu.menuId]);
  }
  return { roots, parentOf, childrenOf, buttonOf };
}

/** What a role grants, as checked nodes: its menus and the button entries of its codes. */
export function checkedOf(
  tree: PermissionTree,
  role: { menuIds: readonly number[]; buttons: readonly string[] },
) {
  const codes = new Set(role.buttons);
  const checked = new Set(role.menuIds.filter((id) => !tree.buttonOf.has(id)));
  for (const [id, code] of tree.buttonOf) if (codes.has(code)) checked.add(id);
  return checked;
}

function descendantsOf(tree: PermissionTree, id: number): number[] {
  const children = tree.childrenOf.get(id) ?? [];
  return children.flatMap((child) => [child, ...descendantsOf(tree, child)]);
}

/**
 * Checking a node checks everything under it and the menus above it (a button or screen is of no use
 * without its menu); unchecking a node unchecks everything under it and leaves the menus above.
 */
export function toggled(
  tree: PermissionTree,
  checked: ReadonlySet<number>,
  id: number,
  on: boolean,
): Set<number> {
  const next = new Set(checked);
  for (const node of [id, ...descendantsOf(tree, id)]) {
    if (on) next.add(node);
    else next.delete(node);
  }
  if (on) {
    for (let parent = tree.parentOf.get(id); parent !== undefined; parent = tree.parentOf.get(parent))
      next.add(parent);
  }
  return next;
}

/**
 * The role's grants from the checked nodes: menus are the checked directories and screens, buttons
 * the codes of the checked button entries plus codes the tree does not show (kept as they were).
 */
export function grantsOf(
  tree: PermissionTree,
  checked: ReadonlySet<number>,
  previousButtons: readonly string[] = [],
): { menuIds: number[]; buttons: string[] } {
  const shown = new Set(tree.buttonOf.values());
  const menuIds = [...checked].filter((id) => !tree.buttonOf.has(id)).sort((a, b) => a - b);
  const buttons = [
    ...new Set([
      ...previousButtons.filter((code) => !shown.has(code)),
      ...[...checked].flatMap((id) => tree.buttonOf.get(id) ?? []),
    ]),
  ];
  return { menuIds, buttons };
}
