import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  masterOrders,
  orders,
  routeOf,
} from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import {
  chooseOption,
  dialogNamed,
  expectVisibleText,
  FIELD_ERROR,
  recordingAs,
  withOrderRoutes,
} from '../storyHelpers';
import OrderListScreen from './OrderListScreen';

const calls = contract.order.order;
const listed = fn();
const dispatched = fn();
const cancelled = fn();
const held = fn();
const resumed = fn();
const verified = fn();
const settled = fn();
const recovered = fn();

const meta = {
  title: 'Console/Orders/OrderListScreen',
  component: OrderListScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() }, route: '/order/orderList' },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    dispatched.mockClear();
    cancelled.mockClear();
    held.mockClear();
    resumed.mockClear();
    for (const spy of [verified, settled, recovered]) spy.mockClear();
    msw.use(
      recording(calls.list, listed),
      recording(calls.dispatch, dispatched),
      recording(calls.cancel, cancelled),
      recording(calls.hold, held),
      recording(calls.resume, resumed),
      recording(calls.verify, verified),
      recording(calls.settle, settled),
      recording(calls.recover, recovered),
    );
    return withOrderRoutes();
  },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, orderNo: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(orderNo) }, SLOW));

/** Every status shows by name; dispatch only where it applies; the order number opens the details. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const waiting = await rowOf(canvasElement, 'GD202406001');
    await expect(waiting.getByText('待派单')).toBeVisible();
    await expect(waiting.getByRole('button', { name: named('派单') })).toBeVisible();
    await expect(waiting.getByRole('link', { name: 'GD202406001' })).toHaveAttribute(
      'href',
      '/order/orderDetails?orderId=1',
    );
    const service = await rowOf(canvasElement, 'GD202406006');
    await expect(service.getByText('客服申请')).toBeVisible();
    await expect(service.queryByRole('button', { name: named('派单') })).toBeNull();
    const done = await rowOf(canvasElement, 'GD202406004');
    await expect(done.queryByRole('button', { name: named('取消订单') })).toBeNull();
    await expect(page(canvasElement).getByText(/共计 \d+ 项条目/)).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
  },
};

/** The type-1 notification's link: customer-service orders of mine, the form showing both filters. */
export const JumpListOfANotification: Story = {
  parameters: { route: '/order/orderList?orderStatus=customerServiceApply&isMyOrder=true' },
  beforeEach: ({ msw }) => msw.use(recordingAs(calls.list, listed, 'dispatcher')),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ orderStatus: 'customerServiceApply', isMyOrder: 'true' }),
        ),
      SLOW,
    );
    await rowOf(canvasElement, 'GD202406006');
    const form = within(page(canvasElement).getByRole('search'));
    await expect(form.getByTitle('客服申请')).toBeVisible();
    await expect(form.getByTitle('只看我的订单')).toBeVisible();
    await expect(page(canvasElement).queryByRole('row', { name: /GD202406001/ })).toBeNull();
  },
};

/** A reminder's 立即处理 link: that one order, named by its number; its click stamp is not sent as a day; 显示全部 drops it. */
export const ReminderLink: Story = {
  parameters: { route: '/order/orderList?orderId=1&time=1718000000000' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ orderId: '1' })), SLOW);
    await expect(listed.mock.lastCall?.[0]).not.toHaveProperty('time');
    await expectVisibleText(canvasElement.ownerDocument.body, '只显示订单 GD202406001（来自提醒）');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('显示全部') }));
    await waitFor(() => expect(listed.mock.lastCall?.[0]).not.toHaveProperty('orderId'), SLOW);
    await rowOf(canvasElement, 'GD202406007');
  },
};

/** 派单: a master is required; the chosen one is sent with the order, 派单成功, and the list asks again. */
export const DispatchToAMaster: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406001');
    await userEvent.click(row.getByRole('button', { name: named('派单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '派单');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请选择师傅', FIELD_ERROR);
    await expect(dispatched).not.toHaveBeenCalled();
    // D38: each candidate with their open orders and score.
    await chooseOption(
      dialog.getByRole('combobox', { name: '派给师傅' }),
      '马师傅 · 13600000002 · 南山一队 · 在办 2 单 · 评分 4.9（9 条评价）',
    );
    const asked = listed.mock.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(dispatched).toHaveBeenCalledWith({ orderId: 1, masterId: 2, remark: '' }),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '派单成功');
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(asked), SLOW);
  },
};

/** 取消订单: nothing is sent without a reason; with one, the reason goes and 取消成功 shows. */
export const CancelWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406002');
    await userEvent.click(row.getByRole('button', { name: named('取消订单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '取消订单');
    await userEvent.type(dialog.getByRole('textbox', { name: '取消原因' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请输入取消原因', FIELD_ERROR);
    await expect(cancelled).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '取消原因' }), '客户改期');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(cancelled).toHaveBeenCalledWith({ orderId: 2, cancelReason: '客户改期' }),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '取消成功');
  },
};

/** The server refuses a dispatch: its message shows and the dialog stays open. */
export const DispatchRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.dispatch, '师傅 2 不存在或已停用')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406001');
    await userEvent.click(row.getByRole('button', { name: named('派单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '派单');
    // D38: each candidate with their open orders and score.
    await chooseOption(
      dialog.getByRole('combobox', { name: '派给师傅' }),
      '马师傅 · 13600000002 · 南山一队 · 在办 2 单 · 评分 4.9（9 条评价）',
    );
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '师傅 2 不存在或已停用');
    await expect(dialog.getByRole('combobox', { name: '派给师傅' })).toBeVisible();
  },
};

/** A region chosen down the cascade goes to the server with the install type. */
export const FilterByRegion: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await rowOf(canvasElement, 'GD202406001');
    await userEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    await chooseOption(screen.getByRole('combobox', { name: '省份' }), '浙江省');
    await chooseOption(await screen.findByRole('combobox', { name: '城市' }), '杭州市');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(
      () =>
        expect(listed).toHaveBeenLastCalledWith(
          expect.objectContaining({ provinceCode: '330000', cityCode: '330100' }),
        ),
      SLOW,
    );
    await expect(screen.getByRole('combobox', { name: '区县' })).toBeEnabled();
  },
};

/** An enterprise user: no enterprise or "my orders" filter, no dispatch; cancel and create remain. */
export const EnterpriseUser: Story = {
  parameters: {
    user: {
      userId: 4,
      userType: '22',
      buttons: ['order:order:list', 'order:order:add', 'order:order:cancel'],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, 'GD202406001');
    await expect(row.queryByRole('button', { name: named('派单') })).toBeNull();
    await expect(row.getByRole('button', { name: named('取消订单') })).toBeVisible();
    await expect(screen.getByRole('button', { name: named('创建订单') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    await expect(screen.queryByRole('combobox', { name: '企业' })).toBeNull();
    await expect(screen.queryByRole('combobox', { name: '我的订单' })).toBeNull();
  },
};

/**
 * D29: the header's 挂起订单 link (`held=true`) filters to held orders; a held order shows 已挂起 and
 * offers 恢复 instead of 派单 or 挂起.
 */
export const HeldOrders: Story = {
  parameters: { route: '/order/orderList?held=true' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ held: 'true' })), SLOW);
    const form = within(page(canvasElement).getByRole('search'));
    await expect(form.getByTitle('只看挂起的订单')).toBeVisible();
    const onHold = await rowOf(canvasElement, 'GD202406008');
    await expect(onHold.getByText('已挂起')).toBeVisible();
    await expect(page(canvasElement).queryByRole('row', { name: /GD202406001/ })).toBeNull();
    await expect(onHold.queryByRole('button', { name: named('派单') })).toBeNull();
    await expect(onHold.queryByRole('button', { name: named('挂起') })).toBeNull();
    await userEvent.click(onHold.getByRole('button', { name: named('恢复') }));
    await waitFor(() => expect(resumed).toHaveBeenCalledWith({ orderId: 8 }), SLOW);
    await expectVisibleText(canvasElement.ownerDocument.body, '恢复成功');
  },
};

/** D29: 挂起 sends nothing without a reason; with one, the reason goes and 挂起成功 shows. */
export const HoldWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406001');
    await userEvent.click(row.getByRole('button', { name: named('挂起') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '挂起订单');
    await userEvent.type(dialog.getByRole('textbox', { name: '挂起原因' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请输入挂起原因', FIELD_ERROR);
    await expect(held).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '挂起原因' }), '等待配件到货');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(held).toHaveBeenCalledWith({ orderId: 1, holdReason: '等待配件到货' }), SLOW);
    await expectVisibleText(canvasElement.ownerDocument.body, '挂起成功');
  },
};

/** A user without the hold code sees neither 挂起 nor 恢复 (the server refuses them too). */
export const WithoutTheHoldCode: Story = {
  parameters: {
    user: { userId: 5, userType: '1', buttons: ['order:order:list', 'order:order:query'] },
  },
  play: async ({ canvasElement }) => {
    const waiting = await rowOf(canvasElement, 'GD202406001');
    await expect(waiting.queryByRole('button', { name: named('挂起') })).toBeNull();
    const onHold = await rowOf(canvasElement, 'GD202406008');
    await expect(onHold.queryByRole('button', { name: named('恢复') })).toBeNull();
  },
};

/** D32 验收: only a completed order offers it; it asks first, then 验收成功. */
export const VerifyACompletedOrder: Story = {
  play: async ({ canvasElement }) => {
    const waiting = await rowOf(canvasElement, 'GD202406001');
    await expect(waiting.queryByRole('button', { name: named('验收') })).toBeNull();
    const done = await rowOf(canvasElement, 'GD202406004');
    await userEvent.click(done.getByRole('button', { name: named('验收') }));
    await expectShown(page(canvasElement).findByText('订单 GD202406004 已完工，验收通过？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(verified).toHaveBeenCalledWith({ orderId: 4, remark: '' }), SLOW);
    await expectToast(canvasElement, '验收成功');
  },
};

/** D32 结算 of a verified order: asked first, then what the settlement wrote (earning, charge, balance). */
export const SettleAVerifiedOrder: Story = {
  beforeEach: ({ msw }) => {
    const verifiedOrder = masterOrders.filter((order) => order.orderStatus === 'verified');
    const rows = [...verifiedOrder, ...orders];
    msw.use(
      routeOf(calls.list)(() =>
        HttpResponse.json({ code: 0, msg: '操作成功', rows, total: rows.length, pageNum: 1 }),
      ),
      recording(calls.settle, settled),
    );
  },
  play: async ({ canvasElement }) => {
    const done = await rowOf(canvasElement, 'GD202406004');
    await expect(done.queryByRole('button', { name: named('结算') })).toBeNull();
    const row = await rowOf(canvasElement, 'GD2024060011');
    await expect(row.getByText('已验收')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('结算') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await waitFor(() => expect(settled).toHaveBeenCalledWith({ orderId: 11, remark: '' }), SLOW);
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '结算成功');
    await expect(dialog.getByText('订单 GD2024060011 已结算')).toBeVisible();
    await expect(dialog.getByText('120.00')).toBeVisible();
    await expect(dialog.getByText('180.00')).toBeVisible();
    await expect(dialog.getByText('8820.00')).toBeVisible();
  },
};

/** D32 恢复订单: a cancelled order offers it; nothing is sent without a reason; with one, it goes. */
export const RecoverACancelledOrder: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const row = await rowOf(canvasElement, 'GD202406005');
    await userEvent.click(row.getByRole('button', { name: named('恢复订单') }));
    const dialog = await dialogNamed(body, '恢复订单');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(body, '请输入恢复原因', FIELD_ERROR);
    await expect(recovered).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '恢复原因' }), '客户重新预约');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(recovered).toHaveBeenCalledWith({ orderId: 5, recoverReason: '客户重新预约' }),
      SLOW,
    );
    await expectToast(canvasElement, '订单已恢复，待派单');
  },
};
