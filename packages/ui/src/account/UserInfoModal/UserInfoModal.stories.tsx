import { contract } from '@onsite/api-client';
import { createHandlers, networkErrorHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, dialogTitled, expectShown, named } from '../../testing/storyKit';
import { UserInfoModal } from './UserInfoModal';

const meta = {
  title: 'Header/UserInfoModal',
  component: UserInfoModal,
  args: { open: true, onClose: fn(), onPasswordChanged: fn() },
  parameters: { msw: { handlers: createHandlers({ profile: 'dispatcher' }) } },
} satisfies Meta<typeof UserInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dispatcher's profile: login name, user name, department, role, phone. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '个人信息');
    await expectShown(dialog.findByText('dispatcher'));
    await expect(dialog.getByText('王派单')).toBeVisible();
    await expect(dialog.getByText('订单部')).toBeVisible();
    await expect(dialog.getByText('派单主管')).toBeVisible();
    await expect(dialog.getByText('13800000002')).toBeVisible();
  },
};

/** The change-password button opens its dialog over the user info. */
export const OpensChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '个人信息');
    await userEvent.click(dialog.getByRole('button', { name: named('修改密码') }));
    const password = await dialogTitled(canvasElement, '修改密码');
    await expect(password.getByLabelText('原密码')).toBeVisible();
  },
};

/** The recent-logins button opens the table of logins. */
export const OpensRecentLogins: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '个人信息');
    await userEvent.click(dialog.getByRole('button', { name: named('最近登录') }));
    const logins = await dialogTitled(canvasElement, '最近登录');
    await expectShown(logins.findByText('2024-06-03 08:30:00'));
  },
};

/** No answer: 用户信息加载失败 with 系统错误，请稍后再试. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [networkErrorHandler(contract.stuff.stuff.getuser), ...createHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '个人信息');
    const alert = await dialog.findByText('用户信息加载失败', {}, { timeout: 8000 });
    await waitFor(() => expect(alert).toBeVisible());
    await expect(dialog.getByText('系统错误，请稍后再试')).toBeVisible();
  },
};
