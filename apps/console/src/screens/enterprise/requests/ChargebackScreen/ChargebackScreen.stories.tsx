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
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../../dashboards/storySession';
import { chooseOption } from '../../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import ChargebackScreen from './ChargebackScreen';

const calls = contract.enterprise.chargeback;
const added = fn();
const approved = fn();
const refused = fn();

const meta = {
  title: 'Console/Enterprise/ChargebackScreen',
  component: ChargebackScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/chargeback',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, approved, refused]) spy.mockClear();
    msw.use(
      recording(calls.add, added),
      recording(calls.approve, approved),
      recording(calls.refuse, refused),
    );
    return signInAs('admin');
  },
} satisfies Meta<typeof ChargebackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state with the wallet balance now; 同意 is asked first, naming the enterprise and the amount. */
export const ApprovePending: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '客户投诉成立，按合同扣除服务质量违约金');
    await expect(row.getByText('待审批')).toBeVisible();
    await expect(page(canvasElement).getByRole('row', { name: /经核对未重复结算/ })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('同意') }));
    await expectShown(
      page(canvasElement).findByText(
        '同意从深圳安居智能锁业有限公司的钱包扣款 200.00 元吗？余额将立即减少，并记入企业账单。',
        {},
        SLOW,
      ),
    );
    await expect(approved).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已同意，已从企业钱包扣款');
    await expect(approved).toHaveBeenCalledWith({ chargebackId: 3, remark: '' });
  },
};

/** 拒绝 needs a reason: nothing is sent without one. */
export const RefuseNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '客户投诉成立，按合同扣除服务质量违约金');
    await userEvent.click(row.getByRole('button', { name: named('拒绝') }));
    const dialog = await dialogTitled(canvasElement, '拒绝扣款');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectShown(dialog.findByText('请输入拒绝原因', {}, SLOW));
    await expect(refused).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '拒绝原因' }), '证据不足');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ chargebackId: 3, remark: '证据不足' }), SLOW);
    await expectDialogClosed(canvasElement, '拒绝扣款');
  },
};

/** Asking above the balance: the server's refusal shows and the dialog keeps what was typed. */
export const AskAboveTheBalance: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '客户投诉成立，按合同扣除服务质量违约金');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('申请扣款') }));
    const dialog = await dialogTitled(canvasElement, '申请扣款');
    await chooseOption(dialog.getByRole('combobox', { name: '企业' }), '深圳安居智能锁业有限公司');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '扣款金额（元）' }), '6000');
    await userEvent.type(dialog.getByRole('textbox', { name: '扣款原因' }), '违约金');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () => expect(added).toHaveBeenCalledWith({ enterpriseId: 1, amount: 6000, reason: '违约金' }),
      SLOW,
    );
    await expectToast(canvasElement, '企业余额不足，不能扣款（余额 5000.00 元，扣款 6000.00 元）');
    await expect(dialog.getByRole('textbox', { name: '扣款原因' })).toHaveValue('违约金');
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await expectDialogClosed(canvasElement, '申请扣款');
  },
};

/** An enterprise user reads their own deductions: no enterprise column, no request, no decision. */
export const EnterpriseUserReadsOwn: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('这里只显示本企业的记录。', {}, SLOW));
    await rowOf(canvasElement, '客户投诉成立，按合同扣除服务质量违约金');
    await expect(page(canvasElement).queryByRole('button', { name: named('申请扣款') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('同意') })).toBeNull();
  },
};
