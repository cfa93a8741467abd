import { priceGroups } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EditablePriceRow } from '../hooks/useEnterpriseAmount';
import { PriceTable, type PriceTableProps } from './PriceTable';

const lockRows: EditablePriceRow[] = priceGroups[1]?.[0]?.prices ?? [];
const orderTypeNames = { 1: '智能门锁安装', 2: '门锁换芯', 5: '上门维修' };

/** The table is controlled: the story keeps its rows and reports every change. */
function Controlled(props: PriceTableProps) {
  const [rows, setRows] = useState(props.rows);
  return (
    <PriceTable
      {...props}
      rows={rows}
      onChange={(next) => {
        setRows(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'EnterpriseDetailsDialog/Amount/PriceTable',
  component: PriceTable,
  args: { rows: lockRows, orderTypeNames, editable: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of 门锁安装 with every editable field; a cleared price stays empty until the save. */
export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('spinbutton', { name: '智能门锁安装的价格' });
    await expect(price).toHaveValue('120.00');
    await userEvent.clear(price);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ enterprisePriceId: 1, price: null }),
      expect.objectContaining({ enterprisePriceId: 2, price: 60 }),
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: '门锁换芯的备注' }), '夜间加价');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ enterprisePriceId: 1 }),
      expect.objectContaining({ enterprisePriceId: 2, priceRemark: '夜间加价' }),
    ]);
  },
};

/** Without editPriceInfo or in read-only mode: values as text, no inputs. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('智能门锁安装')).toBeVisible();
    await expect(canvas.getByText('含上门费')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A proportion row: price type 按比例, 15 %. */
export const ProportionRow: Story = {
  args: { rows: priceGroups[1]?.[1]?.prices ?? [], editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('按比例')).toBeVisible();
    await expect(canvas.getByText('15%')).toBeVisible();
  },
};

/** An order type the tree does not know shows its id. */
export const UnknownOrderType: Story = {
  args: { orderTypeNames: {}, editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('工单类型 1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无价格')).toBeVisible();
  },
};
