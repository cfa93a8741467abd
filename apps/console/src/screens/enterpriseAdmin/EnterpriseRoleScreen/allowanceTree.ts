import type { SystemMenu } from '@onsite/domain';
import { type PermissionTree, permissionTreeOf } from '../../system/RoleScreen/permissionTree';

/**
 * The permission tree of what the enterprise holds (D45's allowance). The held screens come without their
 * directories, so they would mix as roots ordered by their place in different directories: they are ordered
 * by menu id instead, which follows the menu tree depth-first (the seed's order), buttons under their screen.
 */
export function allowanceTreeOf(menus: readonly SystemMenu[]): PermissionTree {
  return permissionTreeOf(menus.map((menu) => ({ ...menu, orderNum: menu.menuId })));
}
