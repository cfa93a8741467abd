import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CustomerExpenseScreen from './CustomerExpenseScreen';

const { customerExpense } = contract.finance;
const listed = fn();
const lines = fn();
const exported = fn();

const meta = {
  title: 'Console/Finance/CustomerExpenseScreen',
  component: CustomerExpenseScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/customerExpense?month=2024-06',
    user: storyUser('market', ['finance:bill:list']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, lines, exported]) spy.mockClear();
    msw.use(
      recording(customerExpense.list, listed),
      recording(customerExpense.lines, lines),
      recording(customerExpense.export, exported),
    );
    return signInAs('market');
  },
} satisfies Meta<typeof CustomerExpenseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff, the URL's month: one row per enterprise; 明细 opens the charges behind a total, with their orders. */
export const LinesBehindATotal: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ month: '2024-06' })),
      SLOW,
    );
    const screen = page(canvasElement);
    const cell = await screen.findByText('安装服务有限公司', {}, SLOW);
    await expect(screen.getByText('电信装维有限公司')).toBeVisible();
    const row = cell.closest('tr');
    if (row === null) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: named('明细') }));
    const drawer = within(await screen.findByRole('dialog', {}, SLOW));
    await expectShown(drawer.findByText('安装服务有限公司 2024-06 的扣费明细', {}, SLOW));
    await expectShown(drawer.findByText('GD20240620000101', {}, SLOW));
    await expect(drawer.getByText('共 2 笔，合计 380.00 元')).toBeVisible();
    await expect(drawer.getByText('无对应工单')).toBeVisible();
    await expect(lines).toHaveBeenCalledWith(
      expect.objectContaining({ enterpriseId: '1', month: '2024-06' }),
    );
  },
};

/** 导出 asks the server for the month's lines. */
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

/** An enterprise user: no enterprise filter, and no enterprise asked for (the server answers their own). */
export const EnterpriseSeesOwn: Story = {
  parameters: {
    user: storyUser('enterprise', ['finance:bill:list']),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('安装服务有限公司', {}, SLOW));
    await expect(screen.queryByLabelText('企业')).toBeNull();
    await expect(listed).toHaveBeenCalledWith(
      expect.not.objectContaining({ enterpriseId: expect.anything() }),
    );
  },
};
