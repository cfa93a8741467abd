import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { dialogNamed, expectTextShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import SecurityScreen from './SecurityScreen';

const changed = fn();

const meta = {
  title: 'Console/Account/SecurityScreen',
  component: SecurityScreen,
  decorators: [withConsoleRouter],
  args: { onPasswordChanged: fn() },
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    changed.mockClear();
    msw.use(recording(contract.system.user.resetpwd, changed));
  },
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A weak new password gets the rule of 000 §5; a valid one is sent and the session ends. */
export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('修改') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '修改密码');
    await userEvent.type(dialog.getByLabelText('原密码'), 'Admin@12345');
    await userEvent.type(dialog.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入8位以上密码，必须包含数字、字母、英文特殊字符');
    await expect(changed).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('新密码'));
    await userEvent.type(dialog.getByLabelText('新密码'), 'Better@2024');
    await userEvent.type(dialog.getByLabelText('确认密码'), 'Better@2024');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(changed).toHaveBeenCalledWith({ oldPwd: 'Admin@12345', newPwd: 'Better@2024' }),
    );
    await waitFor(() => expect(args.onPasswordChanged).toHaveBeenCalled(), SLOW);
  },
};
