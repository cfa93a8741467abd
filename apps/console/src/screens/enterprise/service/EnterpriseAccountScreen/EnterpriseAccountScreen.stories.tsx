import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectDialogClosed,
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
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import EnterpriseAccountScreen from './EnterpriseAccountScreen';

const calls = contract.enterprise.enterpriseAccount;
const listed = fn();
const unlocked = fn();
const reset = fn();

const meta = {
  title: 'Console/Enterprise/EnterpriseAccountScreen',
  component: EnterpriseAccountScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/enterpriseAccount',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, unlocked, reset]) spy.mockClear();
    msw.use(recording(calls.unlock, unlocked), recording(calls.resetPwd, reset));
    return signInAs('admin');
  },
} satisfies Meta<typeof EnterpriseAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state filter comes from the URL: the disabled accounts, each offering 启用. */
export const DisabledFromUrl: Story = {
  parameters: { route: '/enterprise/enterpriseAccount?status=1' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ status: '1', pageNum: '1' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, 'hz_installer');
    await expect(row.getByRole('button', { name: named('启用') })).toBeVisible();
    await expect(page(canvasElement).queryByText('张企业')).toBeNull();
  },
};

/** An account locked by wrong passwords shows until when; 解锁 asks first, then unlocks it. */
export const UnlockAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'anju_service');
    await expect(row.getByText('已锁定至 2024-03-12 10:15:00')).toBeVisible();
    await expect(
      (await rowOf(canvasElement, 'enterprise')).queryByRole('button', { name: named('解锁') }),
    ).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('解锁') }));
    await expectShown(page(canvasElement).findByText('确认解锁账号「王客服」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '解锁成功');
    await expect(unlocked).toHaveBeenCalledWith({ userId: 201 });
  },
};

/** 重置密码 is the system's dialog: the spec's rule and the confirmation, then this screen's call. */
export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'anju_service');
    await userEvent.click(row.getByRole('button', { name: named('重置密码') }));
    const dialog = await dialogNamed(canvasElement, '重置密码：王客服');
    await userEvent.type(dialog.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.type(dialog.getByLabelText('确认密码'), 'abcdefgh');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入8位以上密码，必须包含数字、字母、英文特殊字符');
    await expect(reset).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('新密码'));
    await userEvent.type(dialog.getByLabelText('新密码'), 'Reset@2024');
    await userEvent.clear(dialog.getByLabelText('确认密码'));
    await userEvent.type(dialog.getByLabelText('确认密码'), 'Reset@2024');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ userId: 201, password: 'Reset@2024' }));
    await expectToast(canvasElement, '重置成功');
    await expectDialogClosed(canvasElement, '重置密码：王客服');
  },
};
