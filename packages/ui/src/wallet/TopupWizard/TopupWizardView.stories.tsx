import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectShown, named } from '../../testing/storyKit';
import { TopupWizardView } from './TopupWizardView';

const meta = {
  title: 'Header/Wallet/TopupWizardView',
  component: TopupWizardView,
  args: {
    step: 0,
    value: { amount: null, payType: null },
    onChange: fn(),
    onNext: fn(),
    onPrevious: fn(),
    onPay: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TopupWizardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: the preset amounts and a custom amount. */
export const FillInAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('600 元'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 600, payType: null });
  },
};

/** Spec 000 §5: no amount → 请选择或输入金额, and the wizard stays. */
export const AmountRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择或输入金额');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** A custom amount of 0 is no amount either. */
export const ZeroCustomAmount: Story = {
  args: { value: { amount: 0, payType: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: '其他金额' })).toHaveValue('0.00');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择或输入金额');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** A preset amount moves on. */
export const AmountChosen: Story = {
  args: { value: { amount: 1500, payType: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '1500 元' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Step 1: the 30-minute notice and that a top-up cannot be withdrawn. */
export const ConfirmAndPay: Story = {
  args: { step: 1, value: { amount: 600, payType: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('充值金额：600.00 元')).toBeVisible();
    await expect(canvas.getByText('在线支付须在30分钟内完成，超时订单将自动取消')).toBeVisible();
    await expect(canvas.getByText('充值金额不可提现')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '确认支付' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Spec 000 §5: no pay type → 请选择支付方式！ */
export const PayTypeRequired: Story = {
  args: { step: 1, value: { amount: 600, payType: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确认支付' }));
    await expectShown(canvas.findByText('请选择支付方式！'));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Paying an existing order: the pay type is locked and there is no way back. */
export const PayTypeLocked: Story = {
  args: { step: 1, value: { amount: 600, payType: 2 }, locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '在线支付' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '线下转账' })).toBeDisabled();
    await expect(canvas.getByText('继续支付已有订单，支付方式不可更改')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '上一步' })).toBeNull();
  },
};

/** Step 2: the order number of an offline top-up. */
export const Done: Story = {
  args: { step: 2, value: { amount: 600, payType: 1 }, orderNo: 'CZ202406100006' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('订单号：CZ202406100006')).toBeVisible();
    await expect(canvas.getByText('请通过银行转账付款，到账后钱包余额将自动更新')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: named('完成') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
