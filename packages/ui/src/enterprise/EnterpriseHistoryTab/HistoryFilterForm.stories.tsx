import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chooseOption, named } from '../../testing/storyKit';
import { HistoryFilterForm } from './HistoryFilterForm';

const meta = {
  title: 'EnterpriseDetailsDialog/History/HistoryFilterForm',
  component: HistoryFilterForm,
  args: { onSearch: fn() },
} satisfies Meta<typeof HistoryFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const today = () => dayjs().format('YYYY-MM-DD');

/** Spec 001 §9: the range defaults to today, 00:00:00 through 23:59:59. */
export const DefaultRangeIsToday: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('开始日期')).toHaveValue(today());
    await expect(canvas.getByPlaceholderText('结束日期')).toHaveValue(today());
    await userEvent.click(canvas.getByRole('button', { name: named('查询') }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      startTime: `${today()} 00:00:00`,
      endTime: `${today()} 23:59:59`,
    });
  },
};

/** Module, operation type and operator are sent as the server stores them; reset goes back to today. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvas.getByRole('combobox', { name: '模块' }), '金额信息');
    await chooseOption(canvas.getByRole('combobox', { name: '操作类型' }), '修改');
    await userEvent.type(canvas.getByRole('textbox', { name: '操作人' }), ' 系统管理员 ');
    await userEvent.click(canvas.getByRole('button', { name: named('查询') }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      module: '金额信息',
      operateType: '修改',
      operateBy: '系统管理员',
      startTime: `${today()} 00:00:00`,
      endTime: `${today()} 23:59:59`,
    });
    await userEvent.click(canvas.getByRole('button', { name: named('重置') }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      startTime: `${today()} 00:00:00`,
      endTime: `${today()} 23:59:59`,
    });
    await expect(canvas.getByRole('textbox', { name: '操作人' })).toHaveValue('');
  },
};

/** In English the module labels translate; the values sent stay the server's. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvas.getByRole('combobox', { name: 'Module' }), 'Amounts');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ module: '金额信息' }));
  },
};
