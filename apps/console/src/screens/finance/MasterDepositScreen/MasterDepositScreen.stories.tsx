import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterDepositScreen from './MasterDepositScreen';

const { masterDeposit } = contract.finance;
const moved = fn();

const meta = {
  title: 'Console/Finance/MasterDepositScreen',
  component: MasterDepositScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/masterDeposit',
    user: storyUser('market', ['finance:deposit:list', 'finance:deposit:edit']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    moved.mockClear();
    msw.use(recording(masterDeposit.move, moved));
    return signInAs('market');
  },
} satisfies Meta<typeof MasterDepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(canvasElement: HTMLElement, name: string) {
  const row = (await page(canvasElement).findByText(name, {}, SLOW)).closest('tr');
  if (row === null) throw new Error(`no row ${name}`);
  return within(row);
}

/** Balances per master; a master with nothing deposited can only pay in. */
export const Balances: Story = {
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await expect(guo.getByText('900.00')).toBeVisible();
    await expect(guo.getByRole('button', { name: named('扣除') })).toBeVisible();
    const hu = await rowOf(canvasElement, '胡师傅');
    await expect(hu.getByText('尚无变动')).toBeVisible();
    await expect(hu.getByRole('button', { name: named('缴纳') })).toBeVisible();
    await expect(hu.queryByRole('button', { name: named('扣除') })).toBeNull();
  },
};

/** 扣除 needs a reason: without one nothing is sent; with one the server is told and the toast shows. */
export const DeductWithReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '郭师傅');
    await userEvent.click(row.getByRole('button', { name: named('扣除') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('当前余额 900.00 元'));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '金额（元）' }), '100');
    await userEvent.click(dialog.getByRole('button', { name: named('扣除') }));
    await expectShown(dialog.findByText('请输入扣除原因', {}, SLOW));
    await expect(moved).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '原因' }), '完工照片不全');
    await userEvent.click(dialog.getByRole('button', { name: named('扣除') }));
    await expectToast(canvasElement, '保证金已扣除');
    await expect(moved).toHaveBeenCalledWith({
      masterId: 1,
      moveType: 'deduct',
      amount: 100,
      reason: '完工照片不全',
    });
  },
};

/** A deduction above the balance is stopped in the dialog, as the server would refuse it. */
export const AboveBalance: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '郭师傅');
    await userEvent.click(row.getByRole('button', { name: named('扣除') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '金额（元）' }), '1000');
    await userEvent.type(dialog.getByRole('textbox', { name: '原因' }), '投诉');
    await userEvent.click(dialog.getByRole('button', { name: named('扣除') }));
    await expectShown(dialog.findByText('金额不能超过当前余额 900.00 元', {}, SLOW));
    await expect(moved).not.toHaveBeenCalled();
  },
};

/** The server refuses (the balance changed meanwhile): its message shows. */
export const PayInRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(masterDeposit.move, '师傅 3 不存在')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '胡师傅');
    await userEvent.click(row.getByRole('button', { name: named('缴纳') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '金额（元）' }), '500');
    await userEvent.click(dialog.getByRole('button', { name: named('缴纳') }));
    await expectToast(canvasElement, '师傅 3 不存在');
  },
};

/** 变动记录 lists a master's movements with the reason and the balance after each. */
export const Movements: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '郭师傅');
    await userEvent.click(row.getByRole('button', { name: named('变动记录') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('客户投诉：未按约定时间上门', {}, SLOW));
    await expect(dialog.getByRole('table', { name: '保证金变动记录' })).toBeVisible();
  },
};

/** A master reads their deposit and its movements; no movement can be made. */
export const MasterReadsOwn: Story = {
  parameters: {
    user: { userId: 7, userName: '郭师傅', userType: '2', buttons: ['finance:deposit:list'] },
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '郭师傅');
    await expect(row.getByRole('button', { name: named('变动记录') })).toBeVisible();
    await expect(row.queryByRole('button', { name: named('缴纳') })).toBeNull();
    await expect(row.queryByRole('button', { name: named('扣除') })).toBeNull();
    await expect(page(canvasElement).queryByLabelText('师傅姓名')).toBeNull();
  },
};
