/** Helpers of the 客户信息订单 and 业务列表 stories (not shipped): their routes under 订单. */
import { buildRoutes } from '@onsite/domain';
import { useSessionStore } from '../../stores/sessionStore';

const MENU = [
  { menuId: 2, parentId: 0, menuName: '订单', menuKey: 'order', menuType: 'M', visible: '0', orderNum: 2 },
  {
    menuId: 221,
    parentId: 2,
    menuName: '客户信息订单',
    menuKey: 'customerInfoOrder',
    menuType: 'C',
    visible: '0',
    orderNum: 221,
  },
  {
    menuId: 222,
    parentId: 2,
    menuName: '业务列表',
    menuKey: 'businessList',
    menuType: 'C',
    visible: '0',
    orderNum: 222,
  },
];

/** Puts the routes in the session, as sign-in does; call it in a story's beforeEach. */
export function withCustomerBusinessRoutes(): () => void {
  const before = useSessionStore.getState().routes;
  useSessionStore.setState({ routes: buildRoutes(MENU) });
  return () => useSessionStore.setState({ routes: before });
}
