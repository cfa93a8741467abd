import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, routeOf, systemParameters } from '@onsite/api-client/testing';
import { dialogTitled, expectShown, expectToast, named, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ConfigScreen from './ConfigScreen';

const { config } = contract.system;
const edited = fn();

const meta = {
  title: 'Console/Runtime/ConfigScreen',
  component: ConfigScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    edited.mockClear();
    msw.use(recording(config.edit, edited));
  },
} satisfies Meta<typeof ConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every parameter with key, value and unit, type, default, source and the last change. */
export const Parameters: Story = {
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, 'finance.topupExpiryMinutes');
    await expect(expiry.getByText('充值支付时限')).toBeVisible();
    await expect(expiry.getByText('45 分钟')).toBeVisible();
    await expect(expiry.getByText('30 分钟')).toBeVisible();
    await expect(expiry.getByText('已修改')).toBeVisible();
    await expect(expiry.getByText('2024-06-02 16:20:00（admin）')).toBeVisible();
    const captcha = await rowOf(canvasElement, 'auth.captchaEnabled');
    await expect(captcha.getByText('开关')).toBeVisible();
    await expect(captcha.getAllByText('开启')).toHaveLength(2);
  },
};

/** 修改 a number: the new value is sent as text and the list is read again. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, 'finance.topupExpiryMinutes');
    await userEvent.click(expiry.getByRole('button', { name: named('修改') }));
    const dialog = await dialogTitled(canvasElement, '修改参数');
    const input = dialog.getByLabelText('参数值');
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.click(dialog.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '修改成功');
    await expect(edited).toHaveBeenCalledWith({ key: 'finance.topupExpiryMinutes', value: '60' });
  },
};

/** A value outside the bounds is refused in the dialog; nothing is sent. */
export const OutOfBounds: Story = {
  play: async ({ canvasElement }) => {
    const expiry = await rowOf(canvasElement, 'finance.topupExpiryMinutes');
    await userEvent.click(expiry.getByRole('button', { name: named('修改') }));
    const dialog = await dialogTitled(canvasElement, '修改参数');
    const input = dialog.getByLabelText('参数值');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(dialog.getByRole('button', { name: named('保存') }));
    await expectShown(dialog.findByText('请输入 5 到 1440 之间的整数', {}, SLOW));
    await expect(edited).not.toHaveBeenCalled();
  },
};

/** The server refuses a change: its message is shown and the dialog stays open. */
export const Refused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      businessErrorHandler(config.edit, '参数 auth.captchaEnabled 由服务器的环境变量决定，不能在此修改'),
    );
  },
  play: async ({ canvasElement }) => {
    const captcha = await rowOf(canvasElement, 'auth.captchaEnabled');
    await userEvent.click(captcha.getByRole('button', { name: named('修改') }));
    const dialog = await dialogTitled(canvasElement, '修改参数');
    await userEvent.click(dialog.getByRole('switch'));
    await userEvent.click(dialog.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '参数 auth.captchaEnabled 由服务器的环境变量决定，不能在此修改');
    await waitFor(() => expect(dialog.getByRole('switch')).toBeVisible(), SLOW);
  },
};

/** A parameter the environment decides: 修改 is disabled and says why. */
export const DecidedByEnvironment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      routeOf(config.list)(() =>
        HttpResponse.json({
          code: 0,
          msg: '操作成功',
          data: systemParameters.map((parameter) =>
            parameter.key === 'auth.captchaEnabled'
              ? { ...parameter, value: false, source: 'environment', editable: false }
              : parameter,
          ),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const captcha = await rowOf(canvasElement, 'auth.captchaEnabled');
    await expect(captcha.getByText('环境变量')).toBeVisible();
    await expect(captcha.getByText('关闭')).toBeVisible();
    const edit = captcha.getByRole('button', { name: named('修改') });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAccessibleDescription('由服务器的环境变量决定，不能在此修改');
  },
};
