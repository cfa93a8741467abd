import type { SystemMenu } from '@onsite/domain';
import { describe, expect, it } from 'vitest';
import { checkedOf, grantsOf, permissionTreeOf, toggled } from './permissionTree';

const menu = (
  menuId: number,
  parentId: number,
  menuType: SystemMenu['menuType'],
  perms = '',
): SystemMenu => ({
  menuId,
  parentId,
  menuName: `m${menuId}`,
  menuKey: `k${menuId}`,
  menuType,
  menuLay: null,
  icon: '',
  visible: '0',
  orderNum: menuId,
  perms,
});

// system (1) → user (2) → add (10), edit (11); system → role (3)
const tree = permissionTreeOf([
  menu(1, 0, 'M'),
  menu(2, 1, 'C'),
  menu(3, 1, 'C'),
  menu(10, 2, 'F', 'system:user:add'),
  menu(11, 2, 'F', 'system:user:edit'),
]);

describe('the role editor tree', () => {
  it('shows a role as its menus and the button entries of its codes', () => {
    expect([...checkedOf(tree, { menuIds: [1, 2], buttons: ['system:user:edit'] })].sort()).toEqual([
      1, 11, 2,
    ]);
  });

  it('checks what is under a node and the menus above it; unchecking leaves the menus above', () => {
    const on = toggled(tree, new Set(), 10, true);
    expect([...on].sort()).toEqual([1, 10, 2]);
    expect([...toggled(tree, on, 2, true)].sort()).toEqual([1, 10, 11, 2]);
    expect([...toggled(tree, toggled(tree, on, 2, true), 2, false)].sort()).toEqual([1]);
  });

  it('saves menus and codes apart, keeping codes the tree does not show', () => {
    expect(grantsOf(tree, new Set([1, 2, 10]), ['system:user:edit', 'viewBaseData'])).toEqual({
      menuIds: [1, 2],
      buttons: ['viewBaseData', 'system:user:add'],
    });
  });
});
