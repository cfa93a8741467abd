import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, failingOnce, named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useLiveStore } from '../../../stores/liveStore';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MonitorScreen from './MonitorScreen';

const meta = {
  title: 'Console/Dashboards/MonitorScreen',
  component: MonitorScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: () => {
    useLiveStore.getState().clearNotices();
    return () => useLiveStore.getState().clearNotices();
  },
} satisfies Meta<typeof MonitorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open orders by state, the orders in service and the overdue ones with how long past their limit. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const overdue = within(await screen.findByRole('table', { name: '超时订单' }, SLOW));
    await expectShown(overdue.findByText('45 分钟', {}, SLOW));
    await expect(overdue.getByText('周先生')).toBeVisible();
    const inService = within(screen.getByRole('table', { name: '服务中的订单' }));
    await expect(inService.getByText('2 小时 30 分钟')).toBeVisible();
    await expect(inService.getByText('未超时')).toBeVisible();
    await expect(screen.getByText('暂无新提醒')).toBeVisible();
  },
};

/** An alert that arrives on the live channel shows at once, newest first. */
export const AlertArrives: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('table', { name: '超时订单' }, SLOW));
    useLiveStore.getState().addNotice({
      key: 'live-1',
      title: '催单提醒',
      description: '订单 GD202406010011 客户催单：师傅还没到',
      time: '10:31:05',
    });
    const log = within(await screen.findByRole('log', { name: '实时提醒' }, SLOW));
    await expect(log.getByText('催单提醒')).toBeVisible();
    await expect(log.getByText('订单 GD202406010011 客户催单：师傅还没到')).toBeVisible();
  },
};

/** A failed load says so with 重试, then shows the figures. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(contract.analysis.monitor, '监控服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alert = within(await screen.findByRole('alert', {}, SLOW));
    await expect(alert.getByText('监控服务暂时不可用')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: named('重试') }));
    await expectShown(screen.findByRole('table', { name: '超时订单' }, SLOW));
  },
};
