/** Helpers of the 保证金退还 stories (not shipped): the route /master/marginReturn. */
import { buildRoutes } from '@onsite/domain';
import { useSessionStore } from '../../stores/sessionStore';

const MENU = [
  {
    menuId: 5,
    parentId: 0,
    menuName: '师傅管理',
    menuKey: 'master',
    menuType: 'M',
    visible: '0',
    orderNum: 5,
  },
  {
    menuId: 515,
    parentId: 5,
    menuName: '保证金退还',
    menuKey: 'marginReturn',
    menuType: 'C',
    visible: '0',
    orderNum: 515,
  },
];

/** Puts the route in the session, as sign-in does; call it in a story's beforeEach. */
export function withMarginReturnRoutes(): () => void {
  const before = useSessionStore.getState().routes;
  useSessionStore.setState({ routes: buildRoutes(MENU) });
  return () => useSessionStore.setState({ routes: before });
}
