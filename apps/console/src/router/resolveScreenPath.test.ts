import { buildRoutes } from '@onsite/domain';
import { describe, expect, it } from 'vitest';
import { TEST_MENUS } from '../test/network';
import { homeScreenOf, resolveHome, resolveScreenPath } from './resolveScreenPath';

const routes = buildRoutes(TEST_MENUS);

describe('resolving a path through the menu-built routes (spec 000 §2.1)', () => {
  it('shows the screen of a menu path, hidden entries included', () => {
    expect(resolveScreenPath(routes, '/order/orderList')).toEqual({
      kind: 'screen',
      key: 'orderList',
      title: '订单列表',
      path: '/order/orderList',
    });
    expect(resolveScreenPath(routes, '/order/qyCreateOrder/')).toMatchObject({
      kind: 'screen',
      key: 'qyCreateOrder',
    });
  });

  it('sends a directory to its first entry shown in the menu', () => {
    expect(resolveScreenPath(routes, '/order')).toEqual({ kind: 'redirect', path: '/order/orderList' });
  });

  it('answers unknown for any other path (→ /404)', () => {
    expect(resolveScreenPath(routes, '/nowhere')).toEqual({ kind: 'notFound' });
    expect(resolveScreenPath(routes, '/order/orderList/extra')).toEqual({ kind: 'notFound' });
    expect(resolveScreenPath([], '/order')).toEqual({ kind: 'notFound' });
  });

  it("sends home to the landing screen's menu path (D9), or shows it at home without one", () => {
    expect(resolveHome(routes, 'welcome')).toEqual({ kind: 'redirect', path: '/dashboard/welcome' });
    expect(resolveHome(routes, 'workbench')).toEqual({ kind: 'redirect', path: '/dashboard/workbench' });
    expect(resolveHome([], 'workbench')).toEqual({ kind: 'screen', key: 'workbench', title: '', path: '/' });
  });

  it('lands a master (userType 2) on their own order list, everyone else as D9 says (D37)', () => {
    expect(homeScreenOf({ userType: '2' })).toBe('masterOrderList');
    expect(homeScreenOf({ userType: 2 })).toBe('masterOrderList');
    expect(homeScreenOf({ userType: '22' })).toBe('workbench');
    expect(homeScreenOf({ userType: '00' })).toBe('welcome');
    expect(homeScreenOf({ userType: '1' })).toBe('welcome');
    expect(homeScreenOf(null)).toBe('welcome');
    const orderList = TEST_MENUS.find((menu) => menu.menuKey === 'orderList');
    if (orderList === undefined) throw new Error('the fixture menu has no order list');
    const masterMenu = { ...orderList, menuId: 25, menuName: '师傅订单列表', menuKey: 'masterOrderList' };
    expect(resolveHome(buildRoutes([...TEST_MENUS, masterMenu]), 'masterOrderList')).toEqual({
      kind: 'redirect',
      path: '/order/masterOrderList',
    });
    expect(resolveHome(routes, 'masterOrderList')).toEqual({
      kind: 'screen',
      key: 'masterOrderList',
      title: '',
      path: '/',
    });
  });
});
