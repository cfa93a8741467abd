import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import PartsOrderScreen from './PartsOrderScreen';

const calls = contract.enterprise.partsOrder;
const received = fn();
const cancelled = fn();

const meta = {
  title: 'Console/Parts/PartsOrderScreen',
  component: PartsOrderScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/partsOrder',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [received, cancelled]) spy.mockClear();
    msw.use(recording(calls.receive, received), recording(calls.cancel, cancelled));
    return signInAs('admin');
  },
} satisfies Meta<typeof PartsOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 收货 of a shipped order asks first, naming what goes where; confirmed, the stock goes up. */
export const ReceiveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'PJ2024030100002');
    await expect(row.getByText('已发货')).toBeVisible();
    await expect(row.queryByRole('button', { name: named('发货') })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('收货') }));
    await expectShown(
      page(canvasElement).findByText('确认收货吗？4 件「指纹模组」将入库到「总仓」。', {}, SLOW),
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已收货，库存已增加');
    await expect(received).toHaveBeenCalledWith({ partsOrderId: 2 });
  },
};

/** 取消订单 needs a reason: without one nothing is sent; with one the order is cancelled. */
export const CancelNeedsReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'PJ2024030100001');
    await expect(row.getByText('待发货')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('取消订单') }));
    const dialog = await dialogTitled(canvasElement, '取消配件订单：PJ2024030100001');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入取消原因', {}, SLOW));
    await expect(cancelled).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '取消原因' }), '重复申请');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '配件订单已取消');
    await expect(cancelled).toHaveBeenCalledWith({ partsOrderId: 1, cancelReason: '重复申请' });
    await expectDialogClosed(canvasElement, '取消配件订单：PJ2024030100001');
  },
};
