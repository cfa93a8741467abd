import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, dialogNamed, expectVisibleText, withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OrderBackScreen from './OrderBackScreen';

const calls = contract.order.order;
const listed = fn();
const dispatched = fn();
const cancelled = fn();

const meta = {
  title: 'Console/OrderPaths/OrderBackScreen',
  component: OrderBackScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() }, route: '/order/orderBack' },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, dispatched, cancelled]) spy.mockClear();
    msw.use(
      recording(calls.backList, listed),
      recording(calls.dispatch, dispatched),
      recording(calls.cancel, cancelled),
    );
    return withOrderRoutes();
  },
} satisfies Meta<typeof OrderBackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, orderNo: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(orderNo) }, SLOW));

/** Each returned order with the master who returned it, the reason, the time and how often. */
export const ReturnedOrders: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD2024060021');
    await expect(row.getByText('郭师傅')).toBeVisible();
    await expect(row.getByText('客户改约到下周，本周无法上门')).toBeVisible();
    await expect(row.getByText('待派单')).toBeVisible();
    await expect(row.getByRole('link', { name: 'GD2024060021' })).toHaveAttribute(
      'href',
      '/order/orderDetails?orderId=21',
    );
    const twice = await rowOf(canvasElement, 'GD2024060022');
    await expect(twice.getByText('马师傅')).toBeVisible();
  },
};

/** The master filter travels in the URL and to the server. */
export const FilteredByMaster: Story = {
  parameters: { route: '/order/orderBack?masterName=%E9%A9%AC' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ masterName: '马' })),
      SLOW,
    );
    await rowOf(canvasElement, 'GD2024060022');
    await expect(page(canvasElement).queryByRole('row', { name: /GD2024060021/ })).toBeNull();
  },
};

/** 重新派单 opens the order list's dispatch dialog; the chosen master is sent with the order. */
export const DispatchAgain: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD2024060021');
    await userEvent.click(row.getByRole('button', { name: named('重新派单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '派单');
    await chooseOption(
      dialog.getByRole('combobox', { name: '派给师傅' }),
      '马师傅 · 13600000002 · 南山一队 · 在办 2 单 · 评分 4.9（9 条评价）',
    );
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(dispatched).toHaveBeenCalledWith({ orderId: 21, masterId: 2, remark: '' }),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '派单成功');
  },
};

/** 取消订单 from the list: a reason is required, then sent. */
export const CancelReturnedOrder: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD2024060022');
    await userEvent.click(row.getByRole('button', { name: named('取消订单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '取消订单');
    await userEvent.type(dialog.getByRole('textbox', { name: '取消原因' }), '地址无法服务');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(cancelled).toHaveBeenCalledWith({ orderId: 22, cancelReason: '地址无法服务' }),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '取消成功');
  },
};

/** No returned order: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.backList)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
