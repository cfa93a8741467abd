import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler, routeOf } from '@onsite/api-client/testing';
import {
  expectShown,
  expectToast,
  fileInputOf,
  named,
  PIXEL_PNG,
  page,
  pictureFile,
  recording,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { dialogNamed, expectVisibleText, FIELD_ERROR, withOrderRoutes } from '../storyHelpers';
import MasterOrderListScreen from './MasterOrderListScreen';

const calls = contract.order.order;
const listed = fn();
const accepted = fn();
const checkedIn = fn();
const completed = fn();
const returned = fn();
const askedIncrease = fn();

/** Where `/dfs/upload` stores the photo of the work in these stories. */
const PHOTO_PATH = 'enterprise/20240610/work.png';
const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/** The upload and the picture shown from its stored path, as the reference server answers them. */
const photoHandlers = [
  routeOf(contract.dfs.upload)(() =>
    HttpResponse.json({
      code: 0,
      msg: '上传成功',
      data: { url: `/api/dfs/${PHOTO_PATH}`, pathfileName: PHOTO_PATH },
    }),
  ),
  routeOf(contract.dfs.download)(() =>
    HttpResponse.arrayBuffer(PNG_BYTES.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
  ),
];

const meta = {
  title: 'Console/Orders/MasterOrderListScreen',
  component: MasterOrderListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/masterOrderList',
    // A master (D33): userType '2' with the work code only.
    user: { userId: 7, userName: '郭师傅', userType: '2', buttons: ['order:order:work'] },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, accepted, checkedIn, completed, returned, askedIncrease]) spy.mockClear();
    msw.use(
      recording(calls.mine, listed),
      recording(calls.accept, accepted),
      recording(calls.checkIn, checkedIn),
      recording(calls.complete, completed),
      recording(calls.back, returned),
      recording(contract.order.approval.increase, askedIncrease),
      ...photoHandlers,
    );
    return withOrderRoutes();
  },
} satisfies Meta<typeof MasterOrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of that order number (not of a longer number starting with it). */
const rowOf = async (canvasElement: HTMLElement, orderNo: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(`${orderNo}(?!\\d)`) }, SLOW));

/**
 * Each row offers only the step its status allows: 接单 and 退单 when dispatched, 签到 and 退单 when
 * accepted, 完工 in service, nothing once completed. The filters go to `mine` and stay in the URL.
 */
export const ActionsByState: Story = {
  play: async ({ canvasElement }) => {
    const dispatched = await rowOf(canvasElement, 'GD202406002');
    await expect(dispatched.getByText('已派单')).toBeVisible();
    await expect(dispatched.getByRole('button', { name: named('接单') })).toBeVisible();
    await expect(dispatched.getByRole('button', { name: named('退单') })).toBeVisible();
    await expect(dispatched.queryByRole('button', { name: named('签到') })).toBeNull();
    const taken = await rowOf(canvasElement, 'GD202406009');
    await expect(taken.getByText('已接单')).toBeVisible();
    await expect(taken.getByRole('button', { name: named('签到') })).toBeVisible();
    await expect(taken.getByRole('button', { name: named('退单') })).toBeVisible();
    await expect(taken.queryByRole('button', { name: named('接单') })).toBeNull();
    const inService = await rowOf(canvasElement, 'GD2024060010');
    await expect(inService.getByRole('button', { name: named('完工') })).toBeVisible();
    await expect(inService.queryByRole('button', { name: named('退单') })).toBeNull();
    const done = await rowOf(canvasElement, 'GD2024060011');
    await expect(done.getByText('已验收')).toBeVisible();
    await expect(done.queryAllByRole('button')).toHaveLength(0);
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
    const screen = page(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: '客户姓名' }), '钱先生');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(
      () => expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ customerName: '钱先生' })),
      SLOW,
    );
  },
};

/** No order of the master matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.mine)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** The list cannot be loaded: the server's message with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.mine, '师傅账号未关联师傅档案')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('师傅账号未关联师傅档案', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};

/** 签到 asks first, and the server's refusal shows as it says; 接单 goes at once (接单成功). */
export const CheckInRefusedThenAccept: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.checkIn, '订单已改派给其他师傅')),
  play: async ({ canvasElement }) => {
    const taken = await rowOf(canvasElement, 'GD202406009');
    await userEvent.click(taken.getByRole('button', { name: named('签到') }));
    await expectShown(page(canvasElement).findByText('已到达客户现场，确认签到？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '订单已改派给其他师傅');
    const dispatched = await rowOf(canvasElement, 'GD202406002');
    await userEvent.click(dispatched.getByRole('button', { name: named('接单') }));
    await waitFor(() => expect(accepted).toHaveBeenCalledWith({ orderId: 2 }), SLOW);
    await expectToast(canvasElement, '接单成功');
  },
};

/**
 * 完工: nothing is sent without a photo or with a part without a name; with a photo uploaded, a
 * named part, serial numbers and the customer's confirmation, all of it goes and 完工提交成功 shows.
 */
export const CompleteWithPhotosAndParts: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const row = await rowOf(canvasElement, 'GD2024060010');
    await userEvent.click(row.getByRole('button', { name: named('完工') }));
    const dialog = await dialogNamed(body, '完工');
    await userEvent.click(dialog.getByRole('button', { name: /添加配件/ }));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(body, '请上传至少一张完工照片', FIELD_ERROR);
    await expectVisibleText(body, '请输入配件名称', FIELD_ERROR);
    await expect(completed).not.toHaveBeenCalled();
    const dialogElement = dialog.getByRole('button', { name: /添加配件/ }).closest('[role="dialog"]');
    if (!(dialogElement instanceof HTMLElement)) throw new Error('no dialog');
    await userEvent.upload(fileInputOf(dialogElement), pictureFile('work.png'));
    await expectToast(canvasElement, '上传成功');
    await userEvent.type(dialog.getByRole('textbox', { name: '配件名称 1' }), '锁芯');
    await userEvent.clear(dialog.getByRole('spinbutton', { name: '数量 1' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '数量 1' }), '2');
    await userEvent.type(dialog.getByRole('textbox', { name: '产品序列号' }), 'SN001{Enter}SN002');
    await userEvent.click(dialog.getByRole('checkbox', { name: '客户已确认' }));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(completed).toHaveBeenCalledWith({
          orderId: 10,
          photos: [PHOTO_PATH],
          serialNumbers: ['SN001', 'SN002'],
          parts: [{ name: '锁芯', quantity: 2 }],
          customerConfirmed: true,
          remark: '',
        }),
      SLOW,
    );
    await expectToast(canvasElement, '完工提交成功');
  },
};

/** 退单: nothing is sent without a reason; with one, the reason goes and 退单成功 shows. */
export const BackWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const row = await rowOf(canvasElement, 'GD202406009');
    await userEvent.click(row.getByRole('button', { name: named('退单') }));
    const dialog = await dialogNamed(body, '退单');
    await userEvent.type(dialog.getByRole('textbox', { name: '退单原因' }), '  ');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(body, '请输入退单原因', FIELD_ERROR);
    await expect(returned).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '退单原因' }), '客户地址不在服务区域');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(returned).toHaveBeenCalledWith({ orderId: 9, backReason: '客户地址不在服务区域' }),
      SLOW,
    );
    await expectToast(canvasElement, '退单成功');
  },
};

/** 申请加价 (D34) on an order in service: nothing is sent without an amount and a reason; then both go. */
export const RequestFeeIncrease: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const row = await rowOf(canvasElement, 'GD2024060010');
    await expect(row.getByRole('button', { name: named('新增配件') })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('申请加价') }));
    const dialog = await dialogNamed(body, '申请加价');
    await userEvent.click(dialog.getByRole('button', { name: named('提交申请') }));
    await expectVisibleText(body, '请输入加价金额', FIELD_ERROR);
    await expectVisibleText(body, '请输入申请原因', FIELD_ERROR);
    await expect(askedIncrease).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('spinbutton', { name: '加价金额（元）' }), '80');
    await userEvent.type(dialog.getByRole('textbox', { name: '申请原因' }), '六楼无电梯，需搬运上楼');
    await userEvent.click(dialog.getByRole('button', { name: named('提交申请') }));
    await waitFor(
      () =>
        expect(askedIncrease).toHaveBeenCalledWith({
          orderId: 10,
          amount: 80,
          reason: '六楼无电梯，需搬运上楼',
        }),
      SLOW,
    );
    await expectToast(canvasElement, '申请已提交，等待审批');
  },
};
