import { buildRoutes } from '@onsite/domain';
import { describe, expect, it } from 'vitest';
import { breadcrumbFor, matchRoutes, menuKeysFor } from './menuRoutes';

const ROUTES = buildRoutes([
  { menuId: 1, parentId: 0, menuName: '订单管理', menuKey: 'order', menuType: 'M', orderNum: 1 },
  { menuId: 2, parentId: 1, menuName: '订单列表', menuKey: 'orderList', menuType: 'C', orderNum: 1 },
  {
    menuId: 3,
    parentId: 1,
    menuName: '订单详情',
    menuKey: 'orderDetails',
    menuType: 'C',
    visible: '1',
    orderNum: 2,
  },
  { menuId: 4, parentId: 0, menuName: '欢迎', menuKey: 'welcome', menuType: 'C', orderNum: 0 },
  { menuId: 5, parentId: 0, menuName: '订单', menuKey: 'orderX', menuType: 'C', orderNum: 3 },
]);

describe('matchRoutes', () => {
  it('gives the chain of routes to a path, outermost first', () => {
    expect(matchRoutes(ROUTES, '/order/orderList').map((route) => route.key)).toEqual(['order', 'orderList']);
  });

  it('matches whole segments only, and ignores a trailing slash', () => {
    expect(matchRoutes(ROUTES, '/orderX').map((route) => route.key)).toEqual(['orderX']);
    expect(matchRoutes(ROUTES, '/order/').map((route) => route.key)).toEqual(['order']);
  });

  it('matches nothing for an unknown path', () => {
    expect(matchRoutes(ROUTES, '/nowhere')).toEqual([]);
  });
});

describe('menuKeysFor', () => {
  it('selects the page and opens its parents', () => {
    expect(menuKeysFor(ROUTES, '/order/orderList')).toEqual({
      selectedKeys: ['/order/orderList'],
      openKeys: ['/order'],
    });
  });

  it('selects the nearest shown parent of a page hidden in the menu', () => {
    expect(menuKeysFor(ROUTES, '/order/orderDetails')).toEqual({ selectedKeys: ['/order'], openKeys: [] });
  });

  it('selects nothing for an unknown path', () => {
    expect(menuKeysFor(ROUTES, '/404')).toEqual({ selectedKeys: [], openKeys: [] });
  });
});

describe('breadcrumbFor', () => {
  it('names each matched route; only screens before the current page are links', () => {
    expect(breadcrumbFor(ROUTES, '/order/orderDetails')).toEqual([
      { title: '订单管理' },
      { title: '订单详情' },
    ]);
    expect(breadcrumbFor(ROUTES, '/welcome')).toEqual([{ title: '欢迎' }]);
  });
});
