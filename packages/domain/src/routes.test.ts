import { describe, expect, it } from 'vitest';
import {
  buildRoutes,
  flattenRoutes,
  type MenuItemInput,
  ORDER_NOW_ROUTE_KEY,
  type RouteNode,
  routePathByKey,
} from './routes';

function menu(
  menuId: number,
  parentId: number,
  menuKey: string,
  extra: Partial<MenuItemInput> = {},
): MenuItemInput {
  return {
    menuId,
    parentId,
    menuKey,
    menuName: `菜单${menuId}`,
    menuType: 'C',
    icon: 'home',
    visible: '0',
    ...extra,
  };
}

const paths = (routes: RouteNode[]) => flattenRoutes(routes).map((route) => route.path);

describe('buildRoutes (spec 000 §2.1, §3)', () => {
  it('nests paths as /{parentKey}/{key}, deeper levels included', () => {
    const routes = buildRoutes([
      menu(1, 0, 'order', { menuType: 'M' }),
      menu(2, 1, 'orderList'),
      menu(3, 1, 'manage', { menuType: 'M' }),
      menu(4, 3, 'qyCreateOrder'),
    ]);
    expect(paths(routes)).toEqual([
      '/order',
      '/order/orderList',
      '/order/manage',
      '/order/manage/qyCreateOrder',
    ]);
    expect(routePathByKey(routes, ORDER_NOW_ROUTE_KEY)).toBe('/order/manage/qyCreateOrder');
    expect(routePathByKey(routes, 'missing')).toBeNull();
  });

  it("gives 'M' entries their layout, RouteView by default, and screens none", () => {
    const [directory, other] = buildRoutes([
      menu(1, 0, 'system', { menuType: 'M', menuLay: 'PageView' }),
      menu(2, 0, 'finance', { menuType: 'M' }),
      menu(3, 2, 'bill'),
    ]);
    expect(directory?.layout).toBe('PageView');
    expect(other?.layout).toBe('RouteView');
    expect(other?.children[0]?.layout).toBeNull();
  });

  it("hides entries with visible '1' from the menu and keeps their route", () => {
    const [hidden, shown] = buildRoutes([
      menu(1, 0, 'a', { visible: '1' }),
      menu(2, 0, 'b', { visible: '0' }),
    ]);
    expect(hidden).toMatchObject({ path: '/a', hideInMenu: true });
    expect(shown?.hideInMenu).toBe(false);
    expect(buildRoutes([menu(1, 0, 'c', { visible: 1 })])[0]?.hideInMenu).toBe(true);
    expect(buildRoutes([menu(1, 0, 'd', { visible: undefined })])[0]?.hideInMenu).toBe(false);
  });

  it('carries id, key, title and icon as plain data', () => {
    expect(buildRoutes([menu(7, 0, 'welcome', { icon: '#' }), menu(8, 0, 'x', { menuName: '' })])).toEqual([
      {
        id: '7',
        key: 'welcome',
        path: '/welcome',
        title: '菜单7',
        icon: null,
        hideInMenu: false,
        layout: null,
        children: [],
      },
      {
        id: '8',
        key: 'x',
        path: '/x',
        title: 'x',
        icon: 'home',
        hideInMenu: false,
        layout: null,
        children: [],
      },
    ]);
  });

  it('orders siblings by orderNum, entries without one last in list order', () => {
    const routes = buildRoutes([
      menu(1, 0, 'c', { orderNum: 3 }),
      menu(2, 0, 'x'),
      menu(3, 0, 'a', { orderNum: '1' }),
      menu(4, 0, 'y'),
      menu(5, 0, 'b', { orderNum: 2 }),
    ]);
    expect(routes.map((route) => route.key)).toEqual(['a', 'b', 'c', 'x', 'y']);
  });

  it('treats an entry whose parent is absent from the list as a root, and matches ids across types', () => {
    const routes = buildRoutes([menu(5, 99, 'orphan'), { ...menu(6, 0, 'child'), parentId: '5' }]);
    expect(paths(routes)).toEqual(['/orphan', '/orphan/child']);
    expect(paths(buildRoutes([{ ...menu(1, 0, 'a'), parentId: null }]))).toEqual(['/a']);
  });

  it('leaves out entries caught in a parent cycle, without looping', () => {
    const routes = buildRoutes([menu(1, 2, 'a'), menu(2, 1, 'b'), menu(3, 3, 'self'), menu(4, 0, 'root')]);
    expect(paths(routes)).toEqual(['/root']);
  });

  it('keeps the first of repeated ids and repeated paths', () => {
    const routes = buildRoutes([menu(1, 0, 'a'), menu(1, 0, 'b'), menu(2, 0, 'a', { menuName: '重复' })]);
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ id: '1', key: 'a', title: '菜单1' });
  });

  it('allows the same key under different parents', () => {
    const routes = buildRoutes([menu(1, 0, 'a'), menu(2, 0, 'b'), menu(3, 1, 'list'), menu(4, 2, 'list')]);
    expect(paths(routes)).toEqual(['/a', '/a/list', '/b', '/b/list']);
  });

  it("skips buttons ('F') and entries without id or key, with their subtrees", () => {
    const routes = buildRoutes([
      menu(1, 0, 'a'),
      menu(2, 1, 'add', { menuType: 'F' }),
      menu(3, 2, 'under-button'),
      menu(4, 0, ' '),
      menu(5, 4, 'under-keyless'),
      { ...menu(0, 0, 'no-id'), menuId: '' },
    ]);
    expect(paths(routes)).toEqual(['/a']);
  });

  it('answers [] for a list that is not a list and skips entries that are not objects', () => {
    expect(buildRoutes(undefined as unknown as MenuItemInput[])).toEqual([]);
    expect(buildRoutes({} as unknown as MenuItemInput[])).toEqual([]);
    expect(paths(buildRoutes([null, 'x', menu(1, 0, 'a')] as unknown as MenuItemInput[]))).toEqual(['/a']);
  });

  it('does not change the menu list it is given', () => {
    const menus = [menu(2, 0, 'b', { orderNum: 2 }), menu(1, 0, 'a', { orderNum: 1 })];
    const copy = structuredClone(menus);
    buildRoutes(menus);
    expect(menus).toEqual(copy);
  });
});
