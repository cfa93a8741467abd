import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  rowsOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import RoleScreen from './RoleScreen';

const { role } = contract.system;
const added = fn();
const edited = fn();

const meta = {
  title: 'Console/System/RoleScreen',
  component: RoleScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    added.mockClear();
    edited.mockClear();
    msw.use(recording(role.add, added), recording(role.edit, edited));
  },
} satisfies Meta<typeof RoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(canvasElement: HTMLElement, name: string) {
  const table = await page(canvasElement).findByRole('table', { name: '角色列表' }, SLOW);
  const rows = await rowsOf(table);
  const row = rows.find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`no row of ${name}`);
  return within(row);
}

/** The roles; the super administrator's role cannot be changed, so it offers no action. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const admin = await rowOf(canvasElement, '超级管理员');
    await expect(admin.queryByRole('button', { name: named('修改') })).toBeNull();
    const dispatcher = await rowOf(canvasElement, '派单主管');
    await expect(dispatcher.getByRole('button', { name: named('修改') })).toBeVisible();
    await expect(dispatcher.getByRole('button', { name: named('停用') })).toBeVisible();
  },
};

/**
 * Checking a button in the tree checks its screen and directory; 确定 saves the menus and the codes
 * apart, keeping the codes the tree does not show.
 */
export const PermissionTreeSave: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, '派单主管')).getByRole('button', { name: named('修改') }),
    );
    const dialog = await dialogNamed(canvasElement, '修改角色');
    await waitFor(() => expect(dialog.getByLabelText('角色名称')).toHaveValue('派单主管'), SLOW);
    await userEvent.click(await dialog.findByText('新增用户', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith(
        expect.objectContaining({
          roleId: 29,
          roleKey: 'dispatcher',
          menuIds: [1, 2, 4, 41],
          buttons: expect.arrayContaining(['system:user:add', 'viewBaseData']),
        }),
      ),
    );
    await expectToast(canvasElement, '修改成功');
  },
};

/** A new role without any button is refused before it is sent (D11 would read none as every button). */
export const AddRoleNeedsAButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '新增角色');
    await userEvent.type(dialog.getByLabelText('角色名称'), '质检');
    await userEvent.type(dialog.getByLabelText('权限字符'), '9qc');
    await userEvent.click(await dialog.findByText('角色管理', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '权限字符以字母开头，只含字母、数字和 _:-');
    await expectTextShown(dialog, '请至少选择一个按钮权限（没有按钮权限的用户可使用全部按钮）');
    await expect(added).not.toHaveBeenCalled();
  },
};
