import { contract } from '@onsite/api-client';
import { createHandlers, FIXTURE_INITIAL_PASSWORD } from '@onsite/api-client/testing';
import {
  chooseOption,
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
import EnterpriseUserScreen from './EnterpriseUserScreen';

const { enterpriseUser } = contract.enterprise;
const listed = fn();
const added = fn();
const removed = fn();
const reset = fn();

const meta = {
  title: 'Console/EnterpriseAdmin/EnterpriseUserScreen',
  component: EnterpriseUserScreen,
  decorators: [withConsoleRouter],
  // Enterprise 1's administrator, the demo account 张企业 (D45).
  parameters: { ...consoleStoryParameters, user: userOf('enterprise'), msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, removed, reset]) spy.mockClear();
    msw.use(
      recording(enterpriseUser.list, listed),
      recording(enterpriseUser.add, added),
      recording(enterpriseUser.remove, removed),
      recording(enterpriseUser.resetPwd, reset),
    );
  },
} satisfies Meta<typeof EnterpriseUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The enterprise's users from the URL's filters: the administrator is marked and offers nothing (the
 * platform's account); a member who never signed in offers 删除, with the role names of the enterprise.
 */
export const Members: Story = {
  parameters: { route: '/enterprise/enterpriseUser?userName=刘' },
  play: async ({ canvasElement }) => {
    const clerk = await rowOf(canvasElement, 'ent1clerk');
    // The role's name comes with the enterprise's roles, a read of its own beside the members'.
    await expectShown(clerk.findByText('下单员', {}, SLOW));
    await expect(clerk.getByText('从未登录')).toBeVisible();
    await expect(clerk.getByRole('button', { name: named('删除') })).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ userName: '刘', pageNum: '1' }));
    await expect(page(canvasElement).getByRole('textbox', { name: '用户名称' })).toHaveValue('刘');

    await userEvent.clear(page(canvasElement).getByRole('textbox', { name: '用户名称' }));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('查询') }));
    const admin = await rowOf(canvasElement, '张企业');
    await expectShown(admin.findByText('企业管理员', {}, SLOW));
    for (const action of ['修改', '停用', '重置密码', '删除']) {
      await expect(admin.queryByRole('button', { name: named(action) })).toBeNull();
    }
  },
};

/** 新增 checks the form first; a complete one is sent with the enterprise's role, then the one-time password shows once. */
export const AddMember: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '新增企业用户');
    await userEvent.type(dialog.getByLabelText('登录账号'), 'a');
    await userEvent.type(dialog.getByLabelText('手机号码'), '123');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '登录账号为 2 到 30 位字母、数字或 _.@-');
    await expectTextShown(dialog, '请输入用户名称');
    await expectTextShown(dialog, '请至少选择一个角色');
    await expectTextShown(dialog, '请输入正确的手机号码');
    await expect(added).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('登录账号'), 'clerk2');
    await userEvent.clear(dialog.getByLabelText('手机号码'));
    await userEvent.type(dialog.getByLabelText('用户名称'), '王下单');
    await chooseOption(dialog.getByRole('combobox', { name: '角色' }), '下单员');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith(
        expect.objectContaining({
          loginName: 'aclerk2',
          userName: '王下单',
          roleIds: [201],
          phonenumber: '',
        }),
      ),
    );
    await expectToast(canvasElement, '新增成功');
    const created = await dialogNamed(canvasElement, '用户已创建');
    await expectTextShown(created, FIXTURE_INITIAL_PASSWORD);
  },
};

/** 删除 asks first; only after 确定 is the member deleted. */
export const RemoveMember: Story = {
  play: async ({ canvasElement }) => {
    const clerk = await rowOf(canvasElement, 'ent1clerk');
    await userEvent.click(clerk.getByRole('button', { name: named('删除') }));
    const screen = page(canvasElement);
    await expectShown(screen.findByText('确定要删除「刘下单」吗？只有从未登录过的用户可以删除。', {}, SLOW));
    await expect(removed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '删除成功');
    await expect(removed).toHaveBeenCalledWith({ userId: 301 });
  },
};

/** 重置密码 keeps the spec's rule and the confirmation; only a valid, repeated password is sent. */
export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    const clerk = await rowOf(canvasElement, 'ent1clerk');
    await userEvent.click(clerk.getByRole('button', { name: named('重置密码') }));
    const dialog = await dialogNamed(canvasElement, '重置密码：刘下单');
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
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ userId: 301, password: 'Reset@2024' }));
    await expectToast(canvasElement, '重置成功');
  },
};
