import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import AcceptanceListScreen from './AcceptanceListScreen';

const { acceptance } = contract.finance;
const listed = fn();
const accepted = fn();
const disputed = fn();

const DECIDE = ['order:acceptance:list', 'order:acceptance:decide'];

const meta = {
  title: 'Console/Finance/AcceptanceListScreen',
  component: AcceptanceListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/wallet/acceptanceList',
    user: storyUser('enterprise', DECIDE),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, accepted, disputed]) spy.mockClear();
    msw.use(
      recording(acceptance.list, listed),
      recording(acceptance.accept, accepted),
      recording(acceptance.dispute, disputed),
    );
    return signInAs('enterprise');
  },
} satisfies Meta<typeof AcceptanceListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(canvasElement: HTMLElement, orderNo: string) {
  const row = (await page(canvasElement).findByText(orderNo, {}, SLOW)).closest('tr');
  if (row === null) throw new Error(`no row ${orderNo}`);
  return within(row);
}

/** An enterprise user accepts a pending order after being asked; a settled one offers nothing. */
export const EnterpriseAccepts: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const settled = await rowOf(canvasElement, 'GD20240615000203');
    await expect(settled.getByText('已验收')).toBeVisible();
    await expect(settled.queryByRole('button', { name: named('确认验收') })).toBeNull();
    await expect(screen.queryByRole('columnheader', { name: '企业' })).toBeNull();
    const row = await rowOf(canvasElement, 'GD20240618000201');
    await expect(row.getByText('待验收')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('确认验收') }));
    await expectShown(
      screen.findByText('确认订单 GD20240618000201 的服务已完成并验收吗？确认后不能再提出异议。', {}, SLOW),
    );
    await expect(accepted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已确认验收');
    await expect(accepted).toHaveBeenCalledWith({ orderId: 201 });
  },
};

/** 提出异议 needs a reason: without one nothing is sent; with one the server records it. */
export const EnterpriseDisputes: Story = {
  play: async ({ canvasElement }) => {
    const disputedRow = await rowOf(canvasElement, 'GD20240617000202');
    await expect(disputedRow.getByText('异议：门锁指纹识别偶尔失灵')).toBeVisible();
    const row = await rowOf(canvasElement, 'GD20240618000201');
    await userEvent.click(row.getByRole('button', { name: named('提出异议') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('对订单 GD20240618000201 提出异议'));
    await userEvent.click(dialog.getByRole('button', { name: named('提出异议') }));
    await expectShown(dialog.findByText('请输入异议原因', {}, SLOW));
    await expect(disputed).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '异议原因' }), '门锁未调试');
    await userEvent.click(dialog.getByRole('button', { name: named('提出异议') }));
    await expectToast(canvasElement, '异议已提交');
    await expect(disputed).toHaveBeenCalledWith({ orderId: 201, reason: '门锁未调试' });
  },
};

/** Staff see every enterprise's orders with an enterprise filter, the state from the URL, and decide nothing. */
export const StaffSeeAll: Story = {
  parameters: {
    route: '/wallet/acceptanceList?state=pending',
    user: storyUser('market', ['order:acceptance:list']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ state: 'pending' })),
      SLOW,
    );
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, 'GD20240614000204');
    await expect(row.getByText('电信装维有限公司')).toBeVisible();
    await expect(screen.getByLabelText('企业')).toBeVisible();
    await expect(screen.queryByRole('button', { name: named('确认验收') })).toBeNull();
  },
};
