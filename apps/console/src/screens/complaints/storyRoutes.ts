/** Helpers of the complaint screens' stories (not shipped): the routes /order/complaint, /master/complaintAuthority. */
import { buildRoutes } from '@onsite/domain';
import { useSessionStore } from '../../stores/sessionStore';

const menu = (menuId: number, parentId: number, menuName: string, menuKey: string) => ({
  menuId,
  parentId,
  menuName,
  menuKey,
  menuType: parentId === 0 ? 'M' : 'C',
  visible: '0',
  orderNum: menuId,
});

const COMPLAINT_MENU = [
  menu(2, 0, '订单管理', 'order'),
  menu(231, 2, '投诉管理', 'complaint'),
  menu(5, 0, '师傅管理', 'master'),
  menu(506, 5, '投诉权限', 'complaintAuthority'),
];

/** Puts the complaint screens' routes in the session, as sign-in does; call it in a story's beforeEach. */
export function withComplaintRoutes(): () => void {
  const before = useSessionStore.getState().routes;
  useSessionStore.setState({ routes: buildRoutes(COMPLAINT_MENU) });
  return () => useSessionStore.setState({ routes: before });
}
