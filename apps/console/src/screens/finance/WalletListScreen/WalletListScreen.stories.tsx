import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser, withLocation } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import WalletListScreen from './WalletListScreen';

const listed = fn();

const meta = {
  title: 'Console/Finance/WalletListScreen',
  component: WalletListScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/wallet/walletList',
    user: storyUser('market', ['finance:wallet:query']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.finance.refund.list, listed));
    return signInAs('market');
  },
} satisfies Meta<typeof WalletListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every enterprise with its balance, right-aligned with two decimals; page 1 of 10 asked. */
export const Balances: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const cell = await screen.findByText('12580.50', {}, SLOW);
    await expect(cell.closest('td')).toHaveStyle({ textAlign: 'right' });
    await expect(screen.getByText('3200.00')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
  },
};

/** 查询 by name sends it to the server. */
export const SearchByName: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: '企业名称' }, SLOW), '电信');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ enterpriseName: '电信' })),
    );
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('enterpriseName=');
  },
};

/** A row's 账单 opens the enterprise bill of that enterprise. */
export const OpenBills: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = (await screen.findByText('中国电信股份有限公司杭州分公司', {}, SLOW)).closest('tr');
    if (row === null) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: named('账单') }));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/finance/enterpriseBill?enterpriseId=2',
    );
  },
};

/** The server refuses: its message with a retry. */
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.finance.refund.list, '钱包服务暂不可用')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('钱包服务暂不可用', {}, SLOW));
  },
};
