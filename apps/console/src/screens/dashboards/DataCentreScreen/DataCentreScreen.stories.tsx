import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, dataCentre } from '@onsite/api-client/testing';
import { expectShown, named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { signInAs, storyUser, withLocation } from '../storySession';
import DataCentreScreen from './DataCentreScreen';

const meta = {
  title: 'Console/Dashboards/DataCentreScreen',
  component: DataCentreScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/dashboard/dataCentre',
    user: storyUser('admin'),
    msw: { handlers: createHandlers() },
  },
  beforeEach: () => signInAs('admin'),
} satisfies Meta<typeof DataCentreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days by default: the totals, then each chart with its table beside it. */
export const LastThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const perDay = await screen.findByRole('table', { name: '每日订单' }, SLOW);
    // Ten days a page; the first day of the range first.
    await expect(within(perDay).getAllByRole('row')).toHaveLength(11);
    await expect(within(perDay).getByText(dataCentre.beginDay)).toBeVisible();
    await expect(
      screen.getByText(`${dataCentre.totals.orders}`, { selector: '.ant-statistic-content-value-int' }),
    ).toBeVisible();
    await waitFor(
      () => expect(screen.getByPlaceholderText('开始日期')).toHaveValue(dataCentre.beginDay),
      SLOW,
    );
    await expect(screen.getByPlaceholderText('结束日期')).toHaveValue(dataCentre.endDay);
    const provinces = screen.getByRole('table', { name: '按省份' });
    await expect(within(provinces).getByText('广东省')).toBeVisible();
    const enterprises = screen.getByRole('table', { name: '按企业' });
    await expect(within(enterprises).getByText('深圳安居智能锁业有限公司')).toBeVisible();
    await expect(screen.getByRole('img', { name: /^每日订单数与已完工数折线图/ })).toBeVisible();
    await expect(screen.getAllByRole('img', { name: /柱状图/ })).toHaveLength(2);
  },
};

/** The range comes from the URL: a week shows seven days. */
export const RangeInTheUrl: Story = {
  parameters: { route: '/dashboard/dataCentre?beginDay=2024-06-01&endDay=2024-06-07' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const perDay = await screen.findByRole('table', { name: '每日订单' }, SLOW);
    await expect(within(perDay).getAllByRole('row')).toHaveLength(8);
    await waitFor(() => expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2024-06-01'), SLOW);
  },
};

/** A person picks a range longer than a year: refused with the reason, the URL unchanged. */
export const RangeTooLong: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('table', { name: '每日订单' }, SLOW);
    const start = screen.getByPlaceholderText('开始日期');
    await userEvent.click(start);
    await userEvent.clear(start);
    await userEvent.type(start, '2022-01-01{Enter}');
    const end = screen.getByPlaceholderText('结束日期');
    await userEvent.clear(end);
    await userEvent.type(end, '2024-06-14{Enter}');
    await expectShown(screen.findByText('统计区间不能超过 366 天，请缩小日期范围', {}, SLOW));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      /^\/dashboard\/dataCentre$/,
    );
  },
};

/** A day without orders: the totals say so, no chart is drawn. */
export const NoOrders: Story = {
  parameters: { route: '/dashboard/dataCentre?beginDay=2024-06-01&endDay=2024-06-01' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('该区间没有订单', {}, SLOW));
    await expect(screen.queryByRole('img', { name: /折线图/ })).toBeNull();
  },
};

/** The server refuses (a range typed into the URL beyond a year): its message, with a retry. */
export const ServerRefuses: Story = {
  parameters: { route: '/dashboard/dataCentre?beginDay=2020-01-01&endDay=2024-06-01' },
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(contract.analysis.dataCentre, '统计区间不能超过 366 天，请缩小日期范围')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('统计区间不能超过 366 天，请缩小日期范围', {}, SLOW));
    await expect(screen.getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
