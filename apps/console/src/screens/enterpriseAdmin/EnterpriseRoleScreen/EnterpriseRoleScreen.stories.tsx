import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectShown,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import EnterpriseRoleScreen from './EnterpriseRoleScreen';

const { enterpriseRole } = contract.enterprise;
const added = fn();
const removed = fn();

const meta = {
  title: 'Console/EnterpriseAdmin/EnterpriseRoleScreen',
  component: EnterpriseRoleScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, user: userOf('enterprise'), msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    added.mockClear();
    removed.mockClear();
    msw.use(recording(enterpriseRole.add, added), recording(enterpriseRole.remove, removed));
  },
} satisfies Meta<typeof EnterpriseRoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise's roles with the screens each opens and their status. */
export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const clerk = await rowOf(canvasElement, '下单员');
    // The screens' names come with the enterprise's allowance, a read of its own beside the roles'.
    await expectShown(clerk.findByText('订单列表、企业下单', {}, SLOW));
    await expectShown(clerk.findByRole('button', { name: named('停用') }, SLOW));
    const viewer = await rowOf(canvasElement, '查看员');
    await expectShown(viewer.findByRole('button', { name: named('启用') }, SLOW));
  },
};

/**
 * 新增 offers only what the enterprise holds; a role needs a name, a menu and a button. Checking 订单列表 checks
 * its buttons and its directory; 确定 sends the menus and the codes apart.
 */
export const AddRole: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '新增企业角色');
    await expectShown(dialog.findByText('订单查询', {}, SLOW));
    await expect(dialog.queryByText('用户管理')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入角色名称');
    await expectTextShown(dialog, '请至少选择一个菜单');
    await expect(added).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('角色名称'), '查单员');
    await userEvent.click(dialog.getByText('订单列表'));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith(
        expect.objectContaining({
          roleName: '查单员',
          menuIds: [2, 21],
          buttons: ['order:order:list', 'order:order:query', 'order:order:add'],
        }),
      ),
    );
    await expectToast(canvasElement, '新增成功');
  },
};

/** 删除 asks first; the server refuses a role users still hold, and its message shows. */
export const RemoveRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(enterpriseRole.remove, '角色 下单员 已分配给 1 个用户，不能删除')),
  play: async ({ canvasElement }) => {
    const clerk = await rowOf(canvasElement, '下单员');
    await userEvent.click(clerk.getByRole('button', { name: named('删除') }));
    const screen = page(canvasElement);
    await expectShown(
      screen.findByText('确定要删除角色「下单员」吗？仍有用户使用的角色不能删除。', {}, SLOW),
    );
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '角色 下单员 已分配给 1 个用户，不能删除');
  },
};
