import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CustomerListScreen from './CustomerListScreen';

const { customerAccount, customerExpense } = contract.finance;
const listed = fn();
const lines = fn();
const exported = fn();

const meta = {
  title: 'Console/Finance/CustomerListScreen',
  component: CustomerListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/customerList',
    user: storyUser('market', ['finance:bill:list']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, lines, exported]) spy.mockClear();
    msw.use(
      recording(customerAccount.list, listed),
      recording(customerExpense.lines, lines),
      recording(customerAccount.export, exported),
    );
    return signInAs('market');
  },
} satisfies Meta<typeof CustomerListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each enterprise's balance, month's charges, unpaid top-ups and agreement; 本月明细 opens this month's lines. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const cell = await screen.findByText('安装服务有限公司', {}, SLOW);
    const row = cell.closest('tr');
    if (row === null) throw new Error('no row');
    const first = within(row);
    await expect(first.getByText(/^1,?120\.00$/)).toBeVisible();
    await expect(first.getByText('1 笔 / 500.00 元')).toBeVisible();
    await expect(first.getByText('第 1 版')).toBeVisible();
    const other = (await screen.findByText('电信装维有限公司')).closest('tr');
    if (other === null) throw new Error('no row');
    await expect(within(other).getByText('未确认')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: named('本月明细') }));
    const month = dayjs().format('YYYY-MM');
    const drawer = within(await screen.findByRole('dialog', {}, SLOW));
    await expectShown(drawer.findByText(`安装服务有限公司 ${month} 的扣费明细`, {}, SLOW));
    await waitFor(() => expect(lines).toHaveBeenCalledWith(expect.objectContaining({ month })), SLOW);
  },
};

/** The name filter goes to the server; 导出 exports the filtered list. */
export const FilterAndExport: Story = {
  parameters: { route: '/finance/customerList?enterpriseName=电信' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseName: '电信' })),
      SLOW,
    );
    await userEvent.click(await page(canvasElement).findByRole('button', { name: /导\s*出/ }, SLOW));
    await expectToast(canvasElement, '导出成功');
    await expect(exported).toHaveBeenCalledWith(expect.objectContaining({ enterpriseName: '电信' }));
  },
};

/** The list cannot be loaded: the server's message with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(customerAccount.list, '系统繁忙')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('系统繁忙', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
