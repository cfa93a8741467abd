import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeBell } from './NoticeBell';

/** Menus, popovers and toasts animate in: on a busy machine that may take a while. */
const SETTLE = { timeout: 5000 };

const meta = {
  title: 'Shell/NoticeBell',
  component: NoticeBell,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof NoticeBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '通知' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('暂无通知')).toBeNull();
  },
};

/** Opened with the keyboard: the placeholder list says there is nothing yet. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '通知' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const placeholder = await body.findByText('暂无通知');
    await waitFor(() => expect(placeholder).toBeVisible(), SETTLE);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '通知' }));
    await waitFor(() => expect(body.getByText('暂无通知')).not.toBeVisible(), SETTLE);
  },
};

export const OpenedInEnglish: Story = {
  args: { open: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const placeholder = await body.findByText('No notifications yet');
    await waitFor(() => expect(placeholder).toBeVisible(), SETTLE);
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** The live alerts of the session (D24): counted on the bell, listed newest first, 清空 and close-all offered. */
export const WithNotices: Story = {
  args: {
    notices: [
      { key: 'live-2', title: '催单提醒', description: '订单 12 客户催单', time: '10:05:12' },
      { key: 'live-1', title: '客服工单提醒', description: '客户申请客服介入', time: '10:01:40' },
    ],
    unread: 2,
    alertsOnScreen: 2,
    onClear: fn(),
    onCloseAlerts: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvasElement).getByTitle('2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '通知' }));
    const body = within(canvasElement.ownerDocument.body);
    const closeAll = await body.findByRole('button', { name: '关闭所有弹出提醒（2）' });
    await waitFor(() => expect(closeAll).toBeVisible(), SETTLE);
    await expect(body.getAllByText(/^(催单提醒|客服工单提醒)$/).map((text) => text.textContent)).toEqual([
      '催单提醒',
      '客服工单提醒',
    ]);
    await expect(body.getByText('10:05:12')).toBeVisible();
    await userEvent.click(closeAll);
    await expect(args.onCloseAlerts).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: /^清\s?空$/ }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
