import { contract } from '@onsite/api-client';
import { createHandlers, FIXTURE_INITIAL_PASSWORD } from '@onsite/api-client/testing';
import {
  chooseOption,
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
import UserScreen from './UserScreen';

const { user } = contract.system;
const listed = fn();
const added = fn();
const reset = fn();
const edited = fn();

const meta = {
  title: 'Console/System/UserScreen',
  component: UserScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, reset, edited]) spy.mockClear();
    msw.use(
      recording(user.list, listed),
      recording(user.add, added),
      recording(user.resetUserPwd, reset),
      recording(user.edit, edited),
    );
  },
} satisfies Meta<typeof UserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The users with their department and role names, the 000 §9 footer, page 1 of 10 asked. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', { name: '用户列表' }, SLOW);
    await rowsOf(table);
    await expect(await within(table).findAllByText('派单主管', {}, SLOW)).not.toHaveLength(0);
    await expect(page(canvasElement).getByText(/共计 \d+ 项条目/)).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
  },
};

/** 新增 with nothing filled says what is missing and sends nothing; there is no password to choose (issue 14). */
export const AddUserValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '新增用户');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入登录账号');
    await expectTextShown(dialog, '请选择部门');
    await expectTextShown(dialog, '请至少选择一个角色');
    await expect(dialog.queryByLabelText('初始密码')).toBeNull();
    await expect(added).not.toHaveBeenCalled();
  },
};

/** A complete form is sent with the department and role chosen; 新增成功 follows, then the one-time password once. */
export const AddUser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '新增用户');
    await userEvent.type(dialog.getByLabelText('登录账号'), 'qc01');
    await userEvent.type(dialog.getByLabelText('用户名称'), '质检员');
    await chooseOption(dialog.getByRole('combobox', { name: '部门' }), '订单部');
    await chooseOption(dialog.getByRole('combobox', { name: '角色' }), '派单主管');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith(
        expect.objectContaining({
          loginName: 'qc01',
          userName: '质检员',
          deptId: 103,
          roleIds: [29],
          userType: '01',
          status: '0',
        }),
      ),
    );
    await expectToast(canvasElement, '新增成功');
    const created = await dialogNamed(canvasElement, '用户已创建');
    await expectTextShown(created, FIXTURE_INITIAL_PASSWORD);
  },
};

/** 重置密码 keeps the spec's rule and the confirmation; only a valid, repeated password is sent. */
export const ResetPasswordRule: Story = {
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', { name: '用户列表' }, SLOW);
    const [first] = await rowsOf(table);
    if (!first) throw new Error('no user row');
    await userEvent.click(within(first).getByRole('button', { name: named('重置密码') }));
    const dialog = await dialogNamed(canvasElement, '重置密码');
    await userEvent.type(dialog.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.type(dialog.getByLabelText('确认密码'), 'abcdefgx');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入8位以上密码，必须包含数字、字母、英文特殊字符');
    await expectTextShown(dialog, '两次密码不一致!');
    await expect(reset).not.toHaveBeenCalled();

    await userEvent.clear(dialog.getByLabelText('新密码'));
    await userEvent.type(dialog.getByLabelText('新密码'), 'Reset@2024');
    await userEvent.clear(dialog.getByLabelText('确认密码'));
    await userEvent.type(dialog.getByLabelText('确认密码'), 'Reset@2024');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ userId: 1, password: 'Reset@2024' }));
    await expectToast(canvasElement, '重置成功');
  },
};

/** A user who may only list users sees no 新增 and no row actions that change anything. */
export const ReadOnly: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['system:user:list'] } },
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', { name: '用户列表' }, SLOW);
    await rowsOf(table);
    await expect(page(canvasElement).queryByRole('button', { name: named('新增') })).toBeNull();
    await expect(within(table).queryByRole('button', { name: named('修改') })).toBeNull();
    await expect(within(table).queryByRole('button', { name: named('重置密码') })).toBeNull();
  },
};

/** 修改 opens the user as saved (no login name or password); a second role is assigned and sent with the rest. */
export const EditRolesAndDept: Story = {
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', { name: '用户列表' }, SLOW);
    const row = (await rowsOf(table)).find((candidate) => candidate.textContent?.includes('dispatcher'));
    if (!row) throw new Error('no dispatcher row');
    await userEvent.click(within(row).getByRole('button', { name: named('修改') }));
    const dialog = await dialogNamed(canvasElement, '修改用户');
    await waitFor(() => expect(dialog.getByLabelText('用户名称')).toHaveValue('王派单'), SLOW);
    await expect(dialog.queryByLabelText('初始密码')).toBeNull();
    await chooseOption(dialog.getByRole('combobox', { name: '角色' }), '市场负责人');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith(
        expect.objectContaining({ userId: 2, deptId: 103, roleIds: [29, 30], userName: '王派单' }),
      ),
    );
    await expectToast(canvasElement, '修改成功');
  },
};
