import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogNamed, expectToast, named, page, recording } from '../../testing/storyKit';
import { TopupList } from './TopupList';

const { recharge } = contract.finance;
const listed = fn();
const deleted = fn();

const meta = {
  title: 'Header/Wallet/TopupList',
  component: TopupList,
  args: { open: true, enterpriseId: 1, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    deleted.mockClear();
    msw.use(recording(recharge.list, listed), recording(recharge.delete, deleted));
  },
} satisfies Meta<typeof TopupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, orderNo: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(orderNo) }));

/** Rows in every status; Pay only on the unpaid online row, delete only on unpaid rows; money with two decimals. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, '充值列表');
    const paid = await rowOf(canvasElement, 'CZ202406010001');
    await expect(paid.getByText('已支付')).toBeVisible();
    await expect(paid.getByText('2000.00')).toBeVisible();
    await expect(paid.queryByRole('button')).toBeNull();
    const unpaidOnline = await rowOf(canvasElement, 'CZ202406020002');
    await expect(unpaidOnline.getByText('未支付')).toBeVisible();
    await expect(unpaidOnline.getByRole('button', { name: named('支付') })).toBeVisible();
    const unpaidOffline = await rowOf(canvasElement, 'CZ202406020003');
    await expect(unpaidOffline.queryByRole('button', { name: named('支付') })).toBeNull();
    await expect(unpaidOffline.getByRole('button', { name: named('删除') })).toBeVisible();
    const cancelled = await rowOf(canvasElement, 'CZ202405200004');
    await expect(cancelled.getByText('已取消')).toBeVisible();
    await expect(cancelled.queryByRole('button')).toBeNull();
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ enterpriseId: '1', pageNum: '1', pageSize: '10' }),
    );
  },
};

/** The order-number filter goes to the server and narrows the rows. */
export const FilterByOrderNo: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '充值列表');
    await rowOf(canvasElement, 'CZ202406010001');
    await userEvent.type(dialog.getByRole('textbox', { name: '订单号' }), 'CZ202406020003');
    await userEvent.click(dialog.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ orderNo: 'CZ202406020003' })),
    );
    await waitFor(() => expect(dialog.queryByText('CZ202406010001')).toBeNull());
    await expect(dialog.getByText('CZ202406020003')).toBeVisible();
  },
};

/** Pay on an unpaid online row opens the wizard with that order, its pay type locked. */
export const PayOpensLockedWizard: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020002');
    await userEvent.click(row.getByRole('button', { name: named('支付') }));
    // Nested dialogs share antd's test id for their title, so the wizard is found by its title text.
    const title = await page(canvasElement).findByText('在线充值');
    const wizard = within(title.closest<HTMLElement>('[role="dialog"]') ?? title);
    await waitFor(() => expect(wizard.getByText('充值金额：600.00 元')).toBeVisible());
    await expect(wizard.getByRole('radio', { name: '在线支付' })).toBeChecked();
    await expect(wizard.getByRole('radio', { name: '线下转账' })).toBeDisabled();
  },
};

/** Delete asks first, then sends the record and its enterprise: 删除成功. */
export const DeleteSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '确定删除该充值记录吗？');
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith({ enterpriseRechargeId: 3, enterpriseId: 1 }));
    await expectToast(canvasElement, '删除成功');
  },
};

/** A refused delete: 删除失败, with the server's reason (spec 000 §8). */
export const DeleteFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(recharge.delete, '该记录不可删除'));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020002');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '删除失败：该记录不可删除');
  },
};

/** No top-ups: 暂无数据. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(emptyHandler(recharge.list));
  },
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, '充值列表');
    await expectToast(canvasElement, '暂无数据');
  },
};
