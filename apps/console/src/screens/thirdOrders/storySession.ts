import { currentUsers, menus, type ProfileName } from '@onsite/api-client/testing';
import { buildRoutes, type MenuItemInput } from '@onsite/domain';
import { initialSessionState, useSessionStore } from '../../stores/sessionStore';

const screen = (menuId: number, menuKey: string, menuName: string, visible = '0'): MenuItemInput => ({
  menuId,
  parentId: 2,
  menuKey,
  menuName,
  menuType: 'C',
  orderNum: menuId,
  visible,
});

/** The fixture menu plus the order screens the D58 screens link between. */
const STORY_MENUS: readonly MenuItemInput[] = [
  ...menus,
  screen(23, 'orderDetails', '订单详情', '1'),
  screen(24, 'thirdOrderList', '第三方订单列表'),
  screen(25, 'thirdOrderDetails', '第三方订单详情', '1'),
  screen(26, 'moneyExamine', '费用审核'),
];

/** Signs a demo profile in for a story, with routes to the screens above; returns the sign-out. */
export function signInWithOrderScreens(profile: ProfileName): () => void {
  useSessionStore.setState({ user: currentUsers[profile], routes: buildRoutes(STORY_MENUS) });
  return () => useSessionStore.setState(initialSessionState);
}
