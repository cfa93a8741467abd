/** Helpers of the workflow screens' stories (not shipped): the workflow menu's routes (/workflow/modelList, …). */
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

const WORKFLOW_MENU = [
  menu(8, 0, '流程管理', 'workflow'),
  menu(81, 8, '模型列表', 'modelList'),
  menu(82, 8, '流程定义', 'processDefinition'),
  menu(85, 8, '请假', 'leave'),
];

/** Puts the workflow menu's routes in the session, as sign-in does; call it in a story's beforeEach. */
export function withWorkflowRoutes(): () => void {
  const before = useSessionStore.getState().routes;
  useSessionStore.setState({ routes: buildRoutes(WORKFLOW_MENU) });
  return () => useSessionStore.setState({ routes: before });
}
