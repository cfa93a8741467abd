import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  FIXTURE_RECHARGE_ORDER_NO,
  routeOf,
} from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, expectShown, expectToast, named, page, recording } from '../../testing/storyKit';
import { TopupWizard } from './TopupWizard';

const created = fn();

const meta = {
  title: 'Header/Wallet/TopupWizard',
  component: TopupWizard,
  args: { open: true, enterpriseId: 1, onClose: fn(), openPaymentPage: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    created.mockClear();
    msw.use(recording(contract.finance.pay.insert, created));
  },
} satisfies Meta<typeof TopupWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online: the order is created, the payment form opens in a new window, the user confirms, done. */
export const PayOnline: Story = {
  play: async ({ canvasElement, args }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await userEvent.click(wizard.getByText('600 元'));
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await userEvent.click(wizard.getByRole('radio', { name: '在线支付' }));
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(args.openPaymentPage).toHaveBeenCalledTimes(1));
    await expect(created).toHaveBeenCalledWith({ enterpriseId: 1, totalAmount: 600, payType: 2 });
    await expect(args.openPaymentPage).toHaveBeenCalledWith(
      expect.stringContaining(FIXTURE_RECHARGE_ORDER_NO),
    );
    await expectToast(canvasElement, '请在新打开的页面完成支付');
    await userEvent.click(page(canvasElement).getByRole('button', { name: '我已完成支付' }));
    await expectToast(canvasElement, '支付成功');
    await expectShown(wizard.findByText(`订单号：${FIXTURE_RECHARGE_ORDER_NO}`));
  },
};

/**
 * 我已完成支付 before the payment arrived: the server says unpaid, the wizard says so and asks
 * again; once the server has it, the wizard goes on (issue 16 item 9).
 */
export const PaymentNotYetReceived: Story = {
  beforeEach: ({ msw }) => {
    let asked = 0;
    msw.use(
      routeOf(contract.finance.pay.delayed)(({ request }) => {
        asked += 1;
        const orderNo = new URL(request.url).searchParams.get('tradeNo');
        return HttpResponse.json({
          code: 0,
          msg: '操作成功',
          data: { orderNo, status: asked === 1 ? 2 : 1, payTime: asked === 1 ? null : '2024-06-10 10:05:00' },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await userEvent.click(wizard.getByText('600 元'));
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await userEvent.click(wizard.getByRole('radio', { name: '在线支付' }));
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await expectToast(canvasElement, '请在新打开的页面完成支付');
    await userEvent.click(page(canvasElement).getByRole('button', { name: '我已完成支付' }));
    await expectToast(canvasElement, '尚未收到支付结果，请完成支付后再确认');
    await expect(wizard.queryByText(`订单号：${FIXTURE_RECHARGE_ORDER_NO}`)).toBeNull();
    // Asked again: this time the payment has arrived.
    await userEvent.click(await page(canvasElement).findByRole('button', { name: '我已完成支付' }));
    await expectToast(canvasElement, '支付成功');
    await expectShown(wizard.findByText(`订单号：${FIXTURE_RECHARGE_ORDER_NO}`));
  },
};

/** 支付遇到问题: the wizard stays on step 1 with a hint; paying again reuses the same order. */
export const PaymentProblem: Story = {
  play: async ({ canvasElement, args }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await userEvent.type(wizard.getByRole('spinbutton', { name: '其他金额' }), '250.5');
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await userEvent.click(wizard.getByRole('radio', { name: '在线支付' }));
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await expectToast(canvasElement, '请在新打开的页面完成支付');
    await userEvent.click(page(canvasElement).getByRole('button', { name: '支付遇到问题' }));
    await expectToast(canvasElement, '支付未完成，可稍后在充值列表中继续支付');
    await expect(wizard.getByRole('radio', { name: '在线支付' })).toBeDisabled();
    // The loading icon of the first attempt may still be fading out.
    await userEvent.click(await wizard.findByRole('button', { name: /确认支付$/ }));
    await waitFor(() => expect(args.openPaymentPage).toHaveBeenCalledTimes(2));
    await expect(created).toHaveBeenCalledTimes(1);
    await expect(created).toHaveBeenCalledWith({ enterpriseId: 1, totalAmount: 250.5, payType: 2 });
  },
};

/** Offline bank transfer: the order is created and the wizard is done without a payment page. */
export const PayOffline: Story = {
  play: async ({ canvasElement, args }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await userEvent.click(wizard.getByText('3000 元'));
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await userEvent.click(wizard.getByRole('radio', { name: '线下转账' }));
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await expectShown(wizard.findByText(`订单号：${FIXTURE_RECHARGE_ORDER_NO}`));
    await expect(created).toHaveBeenCalledWith({ enterpriseId: 1, totalAmount: 3000, payType: 1 });
    await expect(args.openPaymentPage).not.toHaveBeenCalled();
    await userEvent.click(wizard.getByRole('button', { name: named('完成') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Both guards: 请选择或输入金额 on step 0, 请选择支付方式！ on step 1; nothing is sent. */
export const StepGuards: Story = {
  play: async ({ canvasElement }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await expect(await wizard.findByRole('alert')).toHaveTextContent('请选择或输入金额');
    await userEvent.click(wizard.getByText('200 元'));
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await expectShown(wizard.findByText('请选择支付方式！'));
    await expect(created).not.toHaveBeenCalled();
  },
};

/** Paying an existing unpaid order: step 1, its pay type locked, no new order. */
export const PayExistingOrder: Story = {
  args: { payRecord: { orderNo: 'CZ202406020002', rechargeMoney: 600, payType: 2 } },
  play: async ({ canvasElement, args }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await expect(wizard.getByRole('radio', { name: '在线支付' })).toBeChecked();
    await expect(wizard.getByRole('radio', { name: '线下转账' })).toBeDisabled();
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await waitFor(() =>
      expect(args.openPaymentPage).toHaveBeenCalledWith(expect.stringContaining('CZ202406020002')),
    );
    await expect(created).not.toHaveBeenCalled();
    await expectToast(canvasElement, '请在新打开的页面完成支付');
  },
};

/** The server refuses the order: its msg shows and the wizard stays on step 1. */
export const InsertRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(contract.finance.pay.insert, '企业账户已冻结，无法充值'));
  },
  play: async ({ canvasElement, args }) => {
    const wizard = await dialogNamed(canvasElement, '在线充值');
    await userEvent.click(wizard.getByText('400 元'));
    await userEvent.click(wizard.getByRole('button', { name: '下一步' }));
    await userEvent.click(wizard.getByRole('radio', { name: '在线支付' }));
    await userEvent.click(wizard.getByRole('button', { name: '确认支付' }));
    await expectToast(canvasElement, '企业账户已冻结，无法充值');
    await expect(args.openPaymentPage).not.toHaveBeenCalled();
    await expect(await wizard.findByRole('button', { name: /确认支付$/ })).toBeEnabled();
  },
};
