import { contract } from '@onsite/api-client';
import { createHandlers, FIXTURE_RECHARGE_ORDER_NO } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown, expectToast, named, page, recording } from '../../testing/storyKit';
import { TopupPanel } from './TopupPanel';

const created = fn();

const meta = {
  title: 'Wallet/TopupPanel',
  component: TopupPanel,
  args: { enterpriseId: 1, onDone: fn(), openPaymentPage: fn() },
  parameters: { msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: ({ msw }) => {
    created.mockClear();
    msw.use(recording(contract.finance.pay.insert, created));
  },
} satisfies Meta<typeof TopupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline on the page: the order is created for the enterprise, 完成 starts a fresh top-up at step 0. */
export const OfflineThenAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.click(await panel.findByText('1000 元'));
    await userEvent.click(panel.getByRole('button', { name: named('下一步') }));
    await userEvent.click(panel.getByRole('radio', { name: '线下转账' }));
    await userEvent.click(panel.getByRole('button', { name: named('确认支付') }));
    await expectShown(panel.findByText(`订单号：${FIXTURE_RECHARGE_ORDER_NO}`));
    await expect(created).toHaveBeenCalledWith({ enterpriseId: 1, totalAmount: 1000, payType: 1 });
    await userEvent.click(panel.getByRole('button', { name: named('完成') }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expectShown(panel.findByRole('button', { name: named('下一步') }));
    await expect(panel.getByRole('spinbutton', { name: '其他金额' })).toHaveValue('');
  },
};

/** Online on the page: the payment page opens and the person confirms in the dialog that follows. */
export const Online: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.type(await panel.findByRole('spinbutton', { name: '其他金额' }), '88');
    await userEvent.click(panel.getByRole('button', { name: named('下一步') }));
    await userEvent.click(panel.getByRole('radio', { name: '在线支付' }));
    await userEvent.click(panel.getByRole('button', { name: named('确认支付') }));
    await waitFor(() => expect(args.openPaymentPage).toHaveBeenCalledTimes(1));
    await expectToast(canvasElement, '请在新打开的页面完成支付');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('我已完成支付') }));
    await expectShown(panel.findByText('充值订单已提交'));
  },
};
