import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, expectToast, named, recording, SLOW } from '../../testing/storyKit';
import { ChangePasswordModal } from './ChangePasswordModal';

const { resetpwd } = contract.system.user;
const sent = fn();

const meta = {
  title: 'Header/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { open: true, onCancel: fn(), onPasswordChanged: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    sent.mockClear();
    msw.use(recording(resetpwd, sent));
  },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form message, once its animation has run. */
async function shown(dialog: Awaited<ReturnType<typeof dialogNamed>>, text: string) {
  // Validation runs after the last keystroke and the message animates in: on a loaded machine that
  // takes longer than testing-library's default second.
  const element = await dialog.findByText(text, {}, SLOW);
  await waitFor(() => expect(element).toBeVisible(), SLOW);
}

const NEW_PASSWORD = 'Onsite#2026';

async function fill(canvasElement: HTMLElement, values: { old?: string; next?: string; confirm?: string }) {
  const dialog = await dialogNamed(canvasElement, '修改密码');
  if (values.old) await userEvent.type(dialog.getByLabelText('原密码'), values.old);
  if (values.next) await userEvent.type(dialog.getByLabelText('新密码'), values.next);
  if (values.confirm) await userEvent.type(dialog.getByLabelText('确认密码'), values.confirm);
  await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
  return dialog;
}

/** Nothing filled in: the three required messages; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement, {});
    await shown(dialog, '请输入原密码!');
    await shown(dialog, '请输入新密码!');
    await shown(dialog, '请重新输入新密码!');
    await expect(dialog.getByLabelText('新密码')).toHaveAttribute('maxlength', '20');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** A new password without a special character breaks the rule. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement, { old: 'old#Pass1', next: 'onsite2026', confirm: 'onsite2026' });
    await shown(dialog, '请输入8位以上密码，必须包含数字、字母、英文特殊字符');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The confirmation differs: 两次密码不一致! */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement, {
      old: 'old#Pass1',
      next: NEW_PASSWORD,
      confirm: 'Onsite#2027',
    });
    await shown(dialog, '两次密码不一致!');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** Success: 密码修改成功, then the console ends the session. */
export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { old: 'old#Pass1', next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ oldPwd: 'old#Pass1', newPwd: NEW_PASSWORD }));
    await expectToast(canvasElement, '密码修改成功');
    await waitFor(() => expect(args.onPasswordChanged).toHaveBeenCalledTimes(1));
  },
};

/** Answer code 1: 原始密码错误！ and the session stays. */
export const WrongOldPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(resetpwd, '旧密码错误', 1));
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { old: 'wrong#Pass1', next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await expectToast(canvasElement, '原始密码错误！');
    await expect(args.onPasswordChanged).not.toHaveBeenCalled();
  },
};

/** Any other refusal shows the server's message. */
export const Refused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(resetpwd, '新密码不能与旧密码相同'));
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { old: NEW_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await expectToast(canvasElement, '新密码不能与旧密码相同');
    await expect(args.onPasswordChanged).not.toHaveBeenCalled();
  },
};
