import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chooseOption, named } from '../../testing/storyKit';
import { type GuaranteeDraft, GuaranteeTable, type GuaranteeTableProps } from './GuaranteeTable';

const orderTypes = [
  { value: 1, label: '智能门锁安装' },
  { value: 2, label: '门锁换芯' },
];
const relationOrderTypes = [...orderTypes, { value: 5, label: '上门维修' }];
const rows: GuaranteeDraft[] = [
  {
    key: '1',
    guaranteeId: 1,
    orderType: 1,
    guaranteeTime: 365,
    relationOrderType: [5],
    remark: '整锁保修一年',
  },
];

function Controlled(props: GuaranteeTableProps) {
  const [value, setValue] = useState(props.rows);
  return (
    <GuaranteeTable
      {...props}
      rows={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/GuaranteeTable',
  component: GuaranteeTable,
  args: { rows, orderTypes, relationOrderTypes, editable: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GuaranteeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new row asks for the shelf life in days; an order type used by another row is not offered. */
export const AddRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加质保' }));
    const days = canvas.getByRole('spinbutton', { name: '第 2 行质保天数' });
    await expect(days).toHaveAttribute('placeholder', '请输入保质期天数');
    await userEvent.type(days, '180');
    await chooseOption(canvas.getByRole('combobox', { name: '第 2 行工单类型' }), '门锁换芯');
    await chooseOption(canvas.getByRole('combobox', { name: '第 2 行关联工单类型' }), '上门维修');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ guaranteeId: 1 }),
      expect.objectContaining({ orderType: 2, guaranteeTime: 180, relationOrderType: [5] }),
    ]);
  },
};

export const RemoveRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 1 行删除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText('暂无质保设置')).toBeVisible();
  },
};

/** Read-only: names as text, no inputs or buttons. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('智能门锁安装')).toBeVisible();
    await expect(canvas.getByText('上门维修')).toBeVisible();
    await expect(canvas.getByText('365')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: named('删除') })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
