import { currentUsers, menus, type ProfileName } from '@onsite/api-client/testing';
import { buildRoutes, type MenuItemInput } from '@onsite/domain';
import type { OnsiteUser } from '@onsite/ui';
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { initialSessionState, useSessionStore } from '../../stores/sessionStore';

/**
 * Helpers of the dashboards' and finance screens' stories: the signed-in user and menu-built routes
 * live in the console's session store (the screens read the user's enterprise and the paths of
 * other screens there), so a story signs in by setting it.
 */

const screen = (menuId: number, parentId: number, menuKey: string, menuName: string): MenuItemInput => ({
  menuId,
  parentId,
  menuKey,
  menuName,
  menuType: 'C',
  orderNum: menuId,
});

/** The fixture menu plus the wallet and finance screens these stories link between. */
const STORY_MENUS: readonly MenuItemInput[] = [
  ...menus,
  { menuId: 6, parentId: 0, menuKey: 'wallet', menuName: '钱包', menuType: 'M', orderNum: 6 },
  screen(61, 6, 'recharge', '在线充值'),
  screen(62, 6, 'walletList', '钱包列表'),
  screen(63, 6, 'walletRecord', '充值记录'),
  { menuId: 7, parentId: 0, menuKey: 'finance', menuName: '财务管理', menuType: 'M', orderNum: 7 },
  screen(71, 7, 'enterpriseBill', '企业账单'),
];

/** Signs a demo profile in for a story (its `/system/user/info` and the routes); returns the sign-out. */
export function signInAs(profile: ProfileName): () => void {
  useSessionStore.setState({ user: currentUsers[profile], routes: buildRoutes(STORY_MENUS) });
  return () => useSessionStore.setState(initialSessionState);
}

/** The permissions user of a profile (`parameters.user`); no button list allows every button (D11). */
export function storyUser(profile: ProfileName, buttons: readonly string[] = []): OnsiteUser {
  const { userId, userType } = currentUsers[profile];
  return { userId, userType, buttons };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** Shows the router's location under the story, so a play function can follow a navigation. */
export const withLocation: Decorator = (Story) => (
  <>
    <Story />
    <Location />
  </>
);
