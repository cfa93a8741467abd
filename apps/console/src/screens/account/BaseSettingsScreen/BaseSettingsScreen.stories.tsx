import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectTextShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import BaseSettingsScreen from './BaseSettingsScreen';

const saved = fn();

const meta = {
  title: 'Console/Account/BaseSettingsScreen',
  component: BaseSettingsScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    msw.use(recording(contract.system.user.updateProfile, saved));
  },
} satisfies Meta<typeof BaseSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The own profile: a bad mobile number is refused before sending; a valid change is saved. */
export const EditOwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const name = await screen.findByRole('textbox', { name: '用户名称' }, SLOW);
    // The signed-in user's record fills the form.
    await waitFor(() => expect(name).not.toHaveValue(''), SLOW);
    const own = (name as HTMLInputElement).value;
    const phone = screen.getByRole('textbox', { name: '手机号码' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await expectTextShown(screen, '请输入正确的手机号码');
    await expect(saved).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '13900000002');
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(
        expect.objectContaining({ userName: own, phonenumber: '13900000002' }),
      ),
    );
    await expectToast(canvasElement, '保存成功');
  },
};
