import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, orderStatusCounts, orders } from '@onsite/api-client/testing';
import { expectShown, named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { signInAs, storyUser, withLocation } from '../storySession';
import WorkbenchScreen from './WorkbenchScreen';

const meta = {
  title: 'Console/Dashboards/WorkbenchScreen',
  component: WorkbenchScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/dashboard/workbench',
    user: storyUser('enterprise'),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: () => signInAs('enterprise'),
} satisfies Meta<typeof WorkbenchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toDispatch = orderStatusCounts.find((entry) => entry.orderStatus === 'toDispatch')?.count ?? 0;

/** An enterprise user lands: balance, reminders, a link per status with its count, the latest orders. */
export const EnterpriseLanding: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('12580.50 元', {}, SLOW));
    await expect(screen.getByText('已完成催单')).toBeVisible();
    const link = await screen.findByRole('link', { name: `待派单 ${toDispatch}` }, SLOW);
    await expect(link).toHaveAttribute('href', '/order/orderList?orderStatus=toDispatch');
    const latest = await screen.findByRole('table', {});
    const first = orders.find((order) => order.enterpriseId === 1);
    const orderLink = await within(latest).findByRole('link', { name: first?.orderNo ?? '' }, SLOW);
    await expect(orderLink).toHaveAttribute('href', `/order/orderList?orderId=${first?.orderId}`);
    await expect(screen.getByRole('button', { name: named('立即下单') })).toBeVisible();
  },
};

/**
 * In Portuguese the statuses are the order screens' Portuguese names, in the figures, their links and
 * the latest orders (issue 16 item 6); no status name stays Chinese.
 */
export const StatusesInPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const link = await screen.findByRole('link', { name: `A despachar ${toDispatch}` }, SLOW);
    await expect(within(link).getByText('A despachar')).toBeVisible();
    const counts = screen.getByText('Pedidos por situação').closest<HTMLElement>('.ant-card');
    await expect(counts?.textContent).not.toMatch(/[\u3400-\u9fff]/);
    const latest = await screen.findByRole('table', { name: 'Pedidos recentes' }, SLOW);
    const first = orders.find((order) => order.enterpriseId === 1);
    const row = await within(latest).findByRole('row', { name: new RegExp(first?.orderNo ?? '') }, SLOW);
    const statusCell = within(row).getAllByRole('cell')[3];
    await expect(statusCell?.textContent).not.toMatch(/[\u3400-\u9fff]/);
    await expect(statusCell?.textContent).not.toBe('');
  },
};

/** A status figure opens the order list filtered to it (the jumpList's orderStatus). */
export const CountOpensTheOrderList: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: /^已完成 \d+$/ }, SLOW));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/order/orderList?orderStatus=completed',
    );
  },
};

/** Order-now goes to the named route qyCreateOrder (000 §2.4). */
export const OrderNow: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('立即下单') }, SLOW));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/order/qyCreateOrder');
  },
};

/** The counts fail: that section says so with a retry; the others still show. */
export const CountsFail: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(contract.order.order.statusCount, '统计服务暂不可用')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('统计服务暂不可用', {}, SLOW));
    await expect(screen.getByRole('button', { name: named('重试') })).toBeVisible();
    await expectShown(screen.findByText('12580.50 元', {}, SLOW));
  },
};

/** Staff without an enterprise: no wallet and no order-now (type 22 only); the reminders say pending. */
export const Staff: Story = {
  parameters: { user: storyUser('admin'), msw: { handlers: createHandlers() } },
  beforeEach: () => signInAs('admin'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('待处理催单', {}, SLOW));
    await screen.findByRole('table', {}, SLOW);
    await expect(screen.queryByText('钱包余额')).toBeNull();
    await expect(screen.queryByRole('button', { name: named('立即下单') })).toBeNull();
  },
};
