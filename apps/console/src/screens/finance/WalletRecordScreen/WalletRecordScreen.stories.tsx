import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import WalletRecordScreen from './WalletRecordScreen';

const { recharge } = contract.finance;
const listed = fn();
const deleted = fn();

const meta = {
  title: 'Console/Finance/WalletRecordScreen',
  component: WalletRecordScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/wallet/walletRecord',
    user: storyUser('enterprise'),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    deleted.mockClear();
    msw.use(recording(recharge.list, listed), recording(recharge.delete, deleted));
    return signInAs('enterprise');
  },
} satisfies Meta<typeof WalletRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for an element to be found and then to be visible (antd's popups animate in). */
async function shows(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible(), SLOW);
}

async function rowOf(canvasElement: HTMLElement, orderNo: string) {
  const row = (await page(canvasElement).findByText(orderNo, {}, SLOW)).closest('tr');
  if (row === null) throw new Error(`no row ${orderNo}`);
  return within(row);
}

/** The enterprise's own top-ups (D4); Pay only on the unpaid online one (000 §4.3). */
export const OwnRecords: Story = {
  play: async ({ canvasElement }) => {
    const unpaidOnline = await rowOf(canvasElement, 'CZ202406020002');
    await expect(unpaidOnline.getByRole('button', { name: named('支付') })).toBeVisible();
    const unpaidOffline = await rowOf(canvasElement, 'CZ202406020003');
    await expect(unpaidOffline.queryByRole('button', { name: named('支付') })).toBeNull();
    await expect(unpaidOffline.getByRole('button', { name: named('删除') })).toBeVisible();
    const paid = await rowOf(canvasElement, 'CZ202406010001');
    await expect(paid.queryByRole('button', { name: named('删除') })).toBeNull();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '1', pageNum: '1' }));
  },
};

/** Pay opens the wizard on step 1 with the order's pay type locked. */
export const Pay: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020002');
    await userEvent.click(row.getByRole('button', { name: named('支付') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expect(await dialog.findByRole('radio', { name: '在线支付' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '线下转账' })).toBeDisabled();
    await shows(dialog.findByText('充值金额：600.00 元'));
  },
};

/** Deleting an unpaid top-up asks first, then says 删除成功 (000 §8). */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    const screen = page(canvasElement);
    await shows(screen.findByText('确定删除该充值记录吗？'));
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await shows(screen.findByText('删除成功', {}, SLOW));
    await expect(deleted).toHaveBeenCalledWith({ enterpriseRechargeId: 3, enterpriseId: 1 });
  },
};

/** A refused deletion says 删除失败 with the server's reason (000 §8). */
export const DeleteFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(recharge.delete, '已支付的充值不能撤回或删除')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('确定') }));
    await shows(screen.findByText('删除失败：已支付的充值不能撤回或删除', {}, SLOW));
  },
};

/** Staff: the top-up list's filters from the URL plus the enterprise; the enterprise column shows. */
export const StaffFilters: Story = {
  parameters: {
    route: '/wallet/walletRecord?enterpriseId=2&status=1&rechargeTime=2024-05-10',
    user: storyUser('market'),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ enterpriseId: '2', status: '1', rechargeTime: '2024-05-10' }),
        ),
      SLOW,
    );
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('columnheader', { name: '企业名称' }));
    await expectShown(screen.findByText('CZ202405100005', {}, SLOW));
  },
};

/** Without the remove code, unpaid rows offer no 删除. */
export const WithoutRemoveCode: Story = {
  parameters: { user: storyUser('enterprise', ['finance:recharge:list']) },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'CZ202406020003');
    await expect(row.queryByRole('button', { name: named('删除') })).toBeNull();
  },
};
