import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, failingOnce, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import NotificationScreen from './NotificationScreen';

const { user } = contract.system;
const saved = fn();

const meta = {
  title: 'Console/Account/NotificationScreen',
  component: NotificationScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    msw.use(recording(user.saveAlertSettings, saved));
  },
} satisfies Meta<typeof NotificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every alert is received and spoken by default; turning 新订单提醒 off greys its voice switch; 保存 sends the choice. */
export const ChooseAndSave: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const receive = await screen.findByRole('switch', { name: '接收新订单提醒' }, SLOW);
    await expect(receive).toBeChecked();
    await expect(screen.getByRole('switch', { name: '语音播报催单提醒' })).toBeChecked();
    await expect(screen.getByText('不播报')).toBeVisible();
    await userEvent.click(receive);
    await expect(screen.getByRole('switch', { name: '语音播报新订单提醒' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: '语音播报客服申请' }));
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        customerService: { receive: true, speak: false },
        newOrder: { receive: false, speak: true },
        reminder: { receive: true, speak: true },
        info: { receive: true, speak: false },
      }),
    );
    await expectToast(canvasElement, '保存成功');
  },
};

/** The server refuses the save: its message is shown and the choice stays on screen. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(user.saveAlertSettings, '请求体 info 不能为空'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('switch', { name: '接收其他通知' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '请求体 info 不能为空');
    await expect(screen.getByRole('switch', { name: '接收其他通知' })).not.toBeChecked();
  },
};

/** A failed load says so with 重试, then shows the settings. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(user.alertSettings, '设置服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alert = within(await screen.findByRole('alert', {}, SLOW));
    await expect(alert.getByText('设置服务暂时不可用')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: named('重试') }));
    await expectShown(screen.findByRole('switch', { name: '接收客服申请' }, SLOW));
  },
};
