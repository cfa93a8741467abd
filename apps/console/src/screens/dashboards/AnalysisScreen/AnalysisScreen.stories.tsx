import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, monthBar } from '@onsite/api-client/testing';
import { expectShown, named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import AnalysisScreen from './AnalysisScreen';

const meta = {
  title: 'Console/Dashboards/AnalysisScreen',
  component: AnalysisScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
} satisfies Meta<typeof AnalysisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const max = Math.max(...monthBar.map((point) => point.y));
const total = monthBar.reduce((sum, point) => sum + point.y, 0);

/** Twelve bars, one per month, named for assistive technology with the busiest month and the total. */
export const Chart: Story = {
  play: async ({ canvasElement }) => {
    const chart = await page(canvasElement).findByRole(
      'img',
      { name: new RegExp(`${max} 单，全年共 ${total} 单`) },
      SLOW,
    );
    await expect(chart.querySelectorAll('rect')).toHaveLength(12);
    await expect(within(chart as unknown as HTMLElement).getByText('12月')).toBeInTheDocument();
  },
};

/** The table view shows the same figures, month by month. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('img', {}, SLOW);
    await userEvent.click(screen.getByText('表格'));
    const table = await screen.findByRole('table');
    const [first] = monthBar;
    const row = within(table).getByRole('row', { name: `${first?.x} ${first?.y}` });
    await expect(row).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

/** The server refuses: its message with a retry instead of the chart. */
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.analysis.monthBar, '统计服务暂不可用')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('统计服务暂不可用', {}, SLOW));
    await expect(screen.getByRole('button', { name: named('重试') })).toBeVisible();
    await expect(screen.queryByRole('img', { name: /柱状图/ })).toBeNull();
  },
};

/** In English the months are named as English readers name them, in the chart and in the table. */
export const MonthsInEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const chart = await screen.findByRole('img', {}, SLOW);
    const chartText = within(chart as unknown as HTMLElement);
    await expect(chartText.getByText('Jan')).toBeInTheDocument();
    await expect(chartText.getByText('Dec')).toBeInTheDocument();
    await expect(chart.textContent).not.toMatch(/月/);
    await userEvent.click(screen.getByText('Table'));
    const table = await screen.findByRole('table');
    const [first] = monthBar;
    await expect(within(table).getByRole('row', { name: `Jan ${first?.y}` })).toBeVisible();
    await expect(table.textContent).not.toMatch(/月/);
  },
};
