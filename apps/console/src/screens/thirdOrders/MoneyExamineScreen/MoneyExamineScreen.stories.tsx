import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { signInWithOrderScreens } from '../storySession';
import MoneyExamineScreen from './MoneyExamineScreen';

const { moneyReview } = contract.order;
const approved = fn();
const returned = fn();

const meta = {
  title: 'Console/ThirdOrders/MoneyExamineScreen',
  component: MoneyExamineScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/order/moneyExamine',
    user: storyUser('dispatcher', ['order:money:list', 'order:money:review']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    approved.mockClear();
    returned.mockClear();
    msw.use(recording(moneyReview.approve, approved), recording(moneyReview.back, returned));
    return signInWithOrderScreens('dispatcher');
  },
} satisfies Meta<typeof MoneyExamineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verified orders with their amounts, whether settlement waits for the review, and its state. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const waiting = await rowOf(canvasElement, 'GD202406013');
    await expect(waiting.getByText('1326.60')).toBeVisible();
    await expect(waiting.getByText('须审核')).toBeVisible();
    await expect(waiting.getByText('待审核')).toBeVisible();
    const sentBack = await rowOf(canvasElement, 'GD202406014');
    await expect(sentBack.getByText('数量与客户签收单不符')).toBeVisible();
    await expect(sentBack.queryByRole('button', { name: named('退回') })).toBeNull();
    const done = await rowOf(canvasElement, 'GD202406015');
    await expect(done.getByText('已通过')).toBeVisible();
    await expect(done.queryByRole('button', { name: named('审核通过') })).toBeNull();
  },
};

/** 审核通过 asks first, naming both amounts, then tells the server. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406013');
    await userEvent.click(row.getByRole('button', { name: named('审核通过') }));
    const screen = page(canvasElement);
    await expectShown(screen.findByText(/企业应付 1326.60 元，师傅应得 1086.60 元/, {}, SLOW));
    await expect(approved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '费用已审核通过');
    await expect(approved).toHaveBeenCalledWith({ orderId: 13 });
  },
};

/** 退回 needs a reason: without one nothing is sent; with one the server is told. */
export const SendBack: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD202406013');
    await userEvent.click(row.getByRole('button', { name: named('退回') }));
    const dialog = await dialogTitled(canvasElement, '退回订单 GD202406013 的费用');
    await userEvent.click(dialog.getByRole('button', { name: named('退回') }));
    await expectShown(dialog.findByText('请填写退回原因', {}, SLOW));
    await expect(returned).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '退回原因' }), '配件数量不符');
    await userEvent.click(dialog.getByRole('button', { name: named('退回') }));
    await expectToast(canvasElement, '费用已退回');
    await expect(returned).toHaveBeenCalledWith({ orderId: 13, reason: '配件数量不符' });
  },
};
