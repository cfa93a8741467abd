import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogNamed, expectVisibleText, FIELD_ERROR, withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OrderRecoveryScreen from './OrderRecoveryScreen';

const calls = contract.order.order;
const recovered = fn();

const meta = {
  title: 'Console/OrderPaths/OrderRecoveryScreen',
  component: OrderRecoveryScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/orderRecovery',
  },
  beforeEach: ({ msw }) => {
    recovered.mockClear();
    msw.use(recording(calls.recover, recovered));
    return withOrderRoutes();
  },
} satisfies Meta<typeof OrderRecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, orderNo: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(orderNo) }, SLOW));

/** 恢复订单: nothing is sent without a reason; with one, it is sent and the order waits for dispatch. */
export const RecoverWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD2024060023');
    await expect(row.getByText('重复下单')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('恢复订单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '恢复订单');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请输入恢复原因', FIELD_ERROR);
    await expect(recovered).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '恢复原因' }), '客户重新预约');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(recovered).toHaveBeenCalledWith({ orderId: 23, recoverReason: '客户重新预约' }),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '订单已恢复，待派单');
  },
};

/** The server refuses (restored meanwhile): its message shows and the dialog stays open. */
export const RecoverRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.recover, '只有已取消的订单可以恢复')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406005');
    await userEvent.click(row.getByRole('button', { name: named('恢复订单') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '恢复订单');
    await userEvent.type(dialog.getByRole('textbox', { name: '恢复原因' }), '客户重新预约');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '只有已取消的订单可以恢复');
    await expect(dialog.getByRole('textbox', { name: '恢复原因' })).toBeVisible();
  },
};

/** A viewer without the recover code sees the cancelled orders but no 恢复订单. */
export const WithoutTheRecoverCode: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['order:order:list', 'order:order:query'] } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406005');
    await expect(row.getByText('王派单')).toBeVisible();
    await expect(row.queryByRole('button', { name: named('恢复订单') })).toBeNull();
  },
};
