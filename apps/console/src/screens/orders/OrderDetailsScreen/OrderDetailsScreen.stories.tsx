import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withOrderRoutes } from '../storyHelpers';
import OrderDetailsScreen from './OrderDetailsScreen';

const meta = {
  title: 'Console/Orders/OrderDetailsScreen',
  component: OrderDetailsScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: () => withOrderRoutes(),
} satisfies Meta<typeof OrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed order: its fields, extra rows, course, master and parts with money in two decimals. */
export const CompletedOrder: Story = {
  parameters: { route: '/order/orderDetails?orderId=4' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('GD202406004', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('已完成')).toBeVisible();
    await expect(await screen.findByText('门锁安装', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('门锁型号')).toBeVisible();
    // The note quotes the master's name, marked as data (issue 16 item 6).
    const note = screen.getByText(/^派给/);
    await expect(note).toHaveTextContent('派给郭师傅');
    await expect(within(note).getByText('郭师傅')).toHaveAttribute('translate', 'no');
    await expect(screen.getByText('13600000001')).toBeVisible();
    const parts = within(screen.getByRole('table', { name: '配件' }));
    await expect(parts.getByText('锁芯')).toBeVisible();
    await expect(parts.getByText('45.00')).toBeVisible();
  },
};

/** An order not dispatched yet: no master, no parts. */
export const WaitingForAMaster: Story = {
  parameters: { route: '/order/orderDetails?orderId=1' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('尚未派单', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('未使用配件')).toBeVisible();
    await expect(screen.getByRole('button', { name: named('返回订单列表') })).toBeVisible();
  },
};

/** Opened without an order: says where to open it from. */
export const NoOrderGiven: Story = {
  parameters: { route: '/order/orderDetails' },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('没有指定订单：请从订单列表打开订单详情', {}, SLOW),
    ).toBeVisible();
  },
};

/** The server refuses (e.g. another enterprise's order): its message with a retry. */
export const Refused: Story = {
  parameters: { route: '/order/orderDetails?orderId=99' },
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.order.order.get, '订单 99 不存在')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('订单 99 不存在', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: named('重试') }));
  },
};
