/** Helpers of the training stories (not shipped): the routes under 师傅管理 (D59). */
import { buildRoutes } from '@onsite/domain';
import { useSessionStore } from '../../stores/sessionStore';

const screen = (menuId: number, menuName: string, menuKey: string) => ({
  menuId,
  parentId: 5,
  menuName,
  menuKey,
  menuType: 'C',
  visible: '0',
  orderNum: menuId,
});

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
  screen(510, '考核表', 'appraisalForm'),
  screen(511, '考试管理', 'examination'),
  screen(516, '培训概览', 'trainOverview'),
  screen(517, '培训列表', 'trainList'),
];

/** Puts the routes in the session, as sign-in does; call it in a story's beforeEach. */
export function withTrainingRoutes(): () => void {
  const before = useSessionStore.getState().routes;
  useSessionStore.setState({ routes: buildRoutes(MENU) });
  return () => useSessionStore.setState({ routes: before });
}
