import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dialogNamed, expectShown, expectToast } from '../../testing/storyKit';
import { AccountInfo } from './AccountInfo';

const meta = {
  title: 'Header/Wallet/AccountInfo',
  component: AccountInfo,
  args: { open: true, enterpriseId: 1, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof AccountInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise's name and its balance with two decimals. */
export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '账户信息');
    await expectShown(dialog.findByText('深圳安居智能锁业有限公司'));
    await expect(dialog.getByText('12580.50 元')).toBeVisible();
  },
};

/** The account cannot be read: the server's msg with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(contract.finance.refund.get, '企业账户不存在'));
  },
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, '账户信息');
    await expectToast(canvasElement, '企业账户不存在');
  },
};
