import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterStatementScreen from './MasterStatementScreen';

const { masterStatement } = contract.finance;
const listed = fn();
const exported = fn();

const meta = {
  title: 'Console/Finance/MasterStatementScreen',
  component: MasterStatementScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/masterStatement?month=2024-06',
    user: storyUser('market', ['finance:masterbill:list', 'finance:masterbill:export']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    exported.mockClear();
    msw.use(recording(masterStatement.list, listed), recording(masterStatement.export, exported));
    return signInAs('market');
  },
} satisfies Meta<typeof MasterStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The URL's month: one row per master with orders, total, increases and the deposit deductions. */
export const MonthFromUrl: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ month: '2024-06' })),
      SLOW,
    );
    const screen = page(canvasElement);
    await expectShown(screen.findByText('郭师傅', {}, SLOW));
    await expect(screen.getByText('马师傅')).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: '保证金扣除（元）' })).toBeVisible();
    await expect(screen.getByText('100.00')).toBeVisible();
    await expect(screen.getByText('保证金扣除从保证金中扣减，不从结算金额中扣减。')).toBeVisible();
  },
};

/** Without a month in the URL this month is asked for; a month without lines shows the empty table. */
export const ThisMonthByDefault: Story = {
  parameters: { route: '/finance/masterStatement' },
  play: async ({ canvasElement }) => {
    const month = dayjs().format('YYYY-MM');
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ month })), SLOW);
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** 导出 asks the server for the month's workbook. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: /导\s*出/ }, SLOW));
    await expectToast(canvasElement, '导出成功');
    await waitFor(
      () => expect(exported).toHaveBeenCalledWith(expect.objectContaining({ month: '2024-06' })),
      SLOW,
    );
  },
};

/** A master: no master filter and no export. */
export const MasterSeesOwn: Story = {
  parameters: {
    user: { userId: 7, userName: '郭师傅', userType: '2', buttons: ['finance:masterbill:list'] },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('郭师傅', {}, SLOW));
    await expect(screen.queryByLabelText('师傅')).toBeNull();
    await expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  },
};
