import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import EnterpriseStatementScreen from './EnterpriseStatementScreen';

const { enterpriseStatement } = contract.finance;
const listed = fn();
const exported = fn();

const meta = {
  title: 'Console/Finance/EnterpriseStatementScreen',
  component: EnterpriseStatementScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/statement?month=2024-06',
    user: storyUser('market', ['finance:bill:list']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    exported.mockClear();
    msw.use(recording(enterpriseStatement.list, listed), recording(enterpriseStatement.export, exported));
    return signInAs('market');
  },
} satisfies Meta<typeof EnterpriseStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff, the URL's month: one row per enterprise from opening to closing balance. */
export const MonthFromUrl: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ month: '2024-06' })),
      SLOW,
    );
    const screen = page(canvasElement);
    await expectShown(screen.findByText('安装服务有限公司', {}, SLOW));
    await expect(screen.getByRole('columnheader', { name: '月末余额（元）' })).toBeVisible();
    await expect(screen.getByText(/^1,?120\.00$/)).toBeVisible();
    await expect(screen.getByLabelText('企业')).toBeVisible();
  },
};

/** Without a month in the URL this month is asked for; a month without lines shows the empty table. */
export const ThisMonthByDefault: Story = {
  parameters: { route: '/finance/statement' },
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

/** An enterprise user: their own statement, no enterprise filter. */
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
