import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectDialogClosed,
  expectShown,
  expectTextShown,
  expectToast,
  failingOnce,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import PermissionScreen from './PermissionScreen';

const { menu } = contract.system;
const added = fn();
const edited = fn();

const meta = {
  title: 'Console/System/PermissionScreen',
  component: PermissionScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [added, edited]) spy.mockClear();
    msw.use(recording(menu.add, added), recording(menu.edit, edited));
  },
} satisfies Meta<typeof PermissionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Directories open: screens and buttons show with their keys and codes; 折叠全部 hides them; 隐藏 hides a screen. */
export const TreeAndHide: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const table = within(await screen.findByRole('table', { name: '菜单与按钮' }, SLOW));
    await expectShown(table.findByText('用户管理', {}, SLOW));
    await expect(table.getByText('orderList')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: named('折叠全部') }));
    await waitFor(() => expect(table.queryByText('用户管理')).toBeNull(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: named('展开全部') }));
    const row = await rowOf(canvasElement, '订单列表');
    await userEvent.click(row.getByRole('button', { name: named('隐藏') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith({
        menuId: 21,
        parentId: 2,
        menuName: '订单列表',
        icon: '',
        orderNum: 1,
        visible: '1',
      }),
    );
    await expectToast(canvasElement, '已隐藏，用户重新加载后生效');
  },
};

/** 新增下级 under a screen adds a button: a code not of the module:object:action form is refused on the spot. */
export const AddButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, '角色管理')).getByRole('button', { name: named('新增下级') }),
    );
    const dialog = await dialogNamed(canvasElement, '新增「角色管理」的下级');
    await userEvent.type(dialog.getByLabelText('菜单名称'), '角色删除');
    await userEvent.type(dialog.getByLabelText('权限标识'), 'System:role');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '权限标识应为 模块:对象:操作（如 system:menu:add）');
    await expect(added).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('权限标识'));
    await userEvent.type(dialog.getByLabelText('权限标识'), 'system:role:remove');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({
        parentId: 42,
        menuName: '角色删除',
        icon: '',
        orderNum: 1,
        visible: '0',
        menuType: 'F',
        menuKey: '',
        perms: 'system:role:remove',
      }),
    );
    await expectToast(canvasElement, '新增成功');
    await expectDialogClosed(canvasElement, '新增「角色管理」的下级');
  },
};

/** 删除 asks first; the server's refusal (a role still grants it) is shown as it says it. */
export const RemoveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(menu.remove, '「用户管理」已分配给 2 个角色，请先在角色中取消后再删除'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, '用户管理')).getByRole('button', { name: named('删除') }),
    );
    const dialog = await dialogNamed(canvasElement, '确定要删除「用户管理」吗？');
    await userEvent.click(dialog.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '「用户管理」已分配给 2 个角色，请先在角色中取消后再删除');
    await expectDialogClosed(canvasElement, '确定要删除「用户管理」吗？');
  },
};

/** A failed load says so with 重试; a user with only the reading code sees no change controls. */
export const LoadFailedReadOnly: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['system:menu:list'] } },
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(menu.list, '菜单服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alert = within(await screen.findByRole('alert', {}, SLOW));
    await expect(alert.getByText('菜单加载失败')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: named('重试') }));
    await expectShown(screen.findByText('用户管理', { selector: 'td, td *' }, SLOW));
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByRole('button', { name: named('新增') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('删除') })).toBeNull();
  },
};
