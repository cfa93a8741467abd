import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectDialogClosed,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import BindingScreen from './BindingScreen';

const { binding } = contract.auth;
const boundWeChat = fn();
const boundPhone = fn();
const opened = fn();

const meta = {
  title: 'Console/Account/BindingScreen',
  component: BindingScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [boundWeChat, boundPhone, opened]) spy.mockClear();
    msw.use(recording(binding.bindWeChat, boundWeChat), recording(binding.bindPhone, boundPhone));
    // The sandbox gateway's page opens in a new window: the story only notes where.
    const open = window.open;
    window.open = ((url?: string | URL) => {
      opened(String(url));
      return null;
    }) as typeof window.open;
    return () => {
      window.open = open;
    };
  },
} satisfies Meta<typeof BindingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 绑定 WeChat opens the sandbox's authorisation page, then 我已完成授权 binds what it authorised. */
export const BindWeChat: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectTextShown(screen, '138****0001');
    await userEvent.click(await screen.findByRole('button', { name: named('绑定') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '绑定微信');
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        '/api/sandbox/weChat/authorize?state=0123456789abcdef0123456789abcdef',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: named('我已完成授权') }));
    await waitFor(() =>
      expect(boundWeChat).toHaveBeenCalledWith({ state: '0123456789abcdef0123456789abcdef' }),
    );
    await expectToast(canvasElement, '微信绑定成功');
    await expectDialogClosed(canvasElement, '绑定微信');
  },
};

/** 更换 the phone: a malformed number is refused on the spot; then the number and its code are sent. */
export const ChangePhone: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('更换') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '绑定手机号');
    await userEvent.type(dialog.getByLabelText('新手机号'), '12345');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入正确的手机号码');
    await expect(boundPhone).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('新手机号'));
    await userEvent.type(dialog.getByLabelText('新手机号'), '13700000041');
    await userEvent.type(dialog.getByRole('textbox', { name: '短信验证码' }), '246810');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(boundPhone).toHaveBeenCalledWith({ phonenumber: '13700000041', smsCode: '246810' }),
    );
    await expectToast(canvasElement, '手机号绑定成功');
    await expectDialogClosed(canvasElement, '绑定手机号');
  },
};

/** 解绑 the phone asks first; the server's refusal (its only way to sign in) is shown as it says it. */
export const UnbindPhoneRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(binding.unbindPhone, '手机号是该账号唯一的登录方式，不能解绑'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('解绑') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '确定解绑手机号 138****0001 吗？');
    await userEvent.click(dialog.getByRole('button', { name: named('解绑') }));
    await expectToast(canvasElement, '手机号是该账号唯一的登录方式，不能解绑');
    await expectDialogClosed(canvasElement, '确定解绑手机号 138****0001 吗？');
  },
};
