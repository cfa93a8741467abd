import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  masterOrders,
  orderDetailsOf,
  routeOf,
} from '@onsite/api-client/testing';
import type { OrderDetails } from '@onsite/domain';
import { expectShown, named, PIXEL_PNG, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/** `/dfs/download` answering a stored work photo as a picture, as the reference server does. */
const storedPhoto = routeOf(contract.dfs.download)(() =>
  HttpResponse.arrayBuffer(PNG_BYTES.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
);

/** `get` answering these details, whatever order is asked for. */
const detailsAnswer = (details: OrderDetails) =>
  routeOf(contract.order.order.get)(() => HttpResponse.json({ code: 0, msg: '操作成功', data: details }));

const settledOrder = masterOrders.find((order) => order.orderStatus === 'settled');
if (settledOrder === undefined) throw new Error('no settled order among the fixtures');

/** A completed order: its fields, extra rows, course, master and parts with money in two decimals. */
export const CompletedOrder: Story = {
  parameters: { route: '/order/orderDetails?orderId=4' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('GD202406004', {}, SLOW));
    await expect(screen.getByText('已完成')).toBeVisible();
    await expectShown(screen.findByText('门锁安装', {}, SLOW));
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
    await expectShown(screen.findByText('尚未派单', {}, SLOW));
    await expect(screen.getByText('未使用配件')).toBeVisible();
    await expect(screen.getByRole('button', { name: named('返回订单列表') })).toBeVisible();
  },
};

/** Opened without an order: says where to open it from. */
export const NoOrderGiven: Story = {
  parameters: { route: '/order/orderDetails' },
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('没有指定订单：请从订单列表打开订单详情', {}, SLOW));
  },
};

/** The server refuses (e.g. another enterprise's order): its message with a retry. */
export const Refused: Story = {
  parameters: { route: '/order/orderDetails?orderId=99' },
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.order.order.get, '订单 99 不存在')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('订单 99 不存在', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('重试') }));
  },
};

/**
 * D32: a settled order, sent back once before it was done: every lifecycle time, the reason it was
 * sent back, its completion (the work photo opens in the preview, the serial number, the part used,
 * the customer's confirmation) and what the settlement wrote.
 */
export const SettledOrder: Story = {
  parameters: { route: `/order/orderDetails?orderId=${settledOrder.orderId}` },
  beforeEach: ({ msw }) =>
    msw.use(
      storedPhoto,
      detailsAnswer({
        ...orderDetailsOf(settledOrder),
        backReason: '客户临时不在家',
        backTime: '2024-06-12 10:30:00',
        parts: [
          { partId: 1, accessoryName: '锁芯', brandName: '安居', modelName: 'AJ-C3', quantity: 1, price: 45 },
        ],
      }),
    ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText(settledOrder.orderNo, {}, SLOW));
    await expect(screen.getByText('已结算')).toBeVisible();
    for (const [label, time] of [
      ['接单时间', '2024-06-12 11:10:00'],
      ['签到时间', '2024-06-12 13:00:00'],
      ['完成时间', '2024-06-12 15:00:00'],
      ['验收时间', '2024-06-12 17:00:00'],
      ['结算时间', '2024-06-12 18:00:00'],
      ['退单时间', '2024-06-12 10:30:00'],
    ] as const) {
      await expect(screen.getByText(label)).toBeVisible();
      await expect(screen.getByText(time)).toBeVisible();
    }
    await expect(screen.getByText('退单原因')).toBeVisible();
    await expect(screen.getByText('客户临时不在家')).toBeVisible();
    await expect(screen.queryByText('恢复原因')).toBeNull();
    await expect(screen.queryByText('原订单')).toBeNull();

    await expect(screen.getByText('完工信息')).toBeVisible();
    await expect(screen.getByText('产品序列号')).toBeVisible();
    await expect(screen.getByText('SN20240604001')).toBeVisible();
    await expect(screen.getByText('客户已确认')).toBeVisible();
    await expect(screen.getByText('是')).toBeVisible();
    const photo = await screen.findByRole('img', { name: '完工照片 1' }, SLOW);
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0), SLOW);
    await userEvent.click(photo);
    await waitFor(() => {
      const shown = screen.getAllByRole('img', { name: '完工照片 1' });
      expect(shown.some((image) => image !== photo && image.checkVisibility())).toBe(true);
    }, SLOW);
    await userEvent.keyboard('{Escape}');

    const parts = within(screen.getByRole('table', { name: '配件' }));
    await expect(parts.getByText('锁芯')).toBeVisible();
    await expect(screen.getByText('结算')).toBeVisible();
    await expect(screen.getByText('师傅收入')).toBeVisible();
    await expect(screen.getByText('120.00')).toBeVisible();
    await expect(screen.getByText('企业支付')).toBeVisible();
    await expect(screen.getByText('180.00')).toBeVisible();
  },
};

/**
 * D32: an after-sales order not served yet: why it was opened and a link to the original order; no
 * completion or settlement headings, and the times not reached yet are not listed.
 */
export const AfterSalesOrder: Story = {
  parameters: { route: '/order/orderDetails?orderId=13' },
  beforeEach: ({ msw }) =>
    msw.use(
      detailsAnswer({
        ...orderDetailsOf({
          ...settledOrder,
          orderId: 13,
          orderNo: 'GD202406013',
          orderStatus: 'customerServiceApply',
          masterId: null,
          masterName: null,
          createTime: '2024-06-13 09:00:00',
          dispatchTime: null,
          acceptTime: null,
          checkInTime: null,
          finishTime: null,
          verifyTime: null,
          settleTime: null,
          parentOrderId: settledOrder.orderId,
        }),
      }),
    ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('GD202406013', {}, SLOW));
    await expect(screen.getByText('售后原因')).toBeVisible();
    await expect(screen.getByText('门锁无法识别指纹')).toBeVisible();
    await expect(screen.getByText('原订单')).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看原订单' })).toHaveAttribute(
      'href',
      `/order/orderDetails?orderId=${settledOrder.orderId}`,
    );
    for (const absent of ['接单时间', '签到时间', '验收时间', '结算时间', '完工信息', '结算']) {
      await expect(screen.queryByText(absent)).toBeNull();
    }
  },
};

/** D34: the order's fee increase and extra-parts requests with their states, and what the approved ones add. */
export const WithApprovals: Story = {
  parameters: { route: '/order/orderDetails?orderId=10' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('已同意的申请计入结算：30.00 元', {}, SLOW));
    const requests = within(screen.getByRole('table', { name: '加价与新增配件' }));
    await expect(requests.getByText('锁体 × 2，单价 35.00 元')).toBeVisible();
    await expect(requests.getByText('待审批')).toBeVisible();
    await expect(requests.getByText('加价 30.00 元')).toBeVisible();
    await expect(requests.getByText('已同意')).toBeVisible();
  },
};
