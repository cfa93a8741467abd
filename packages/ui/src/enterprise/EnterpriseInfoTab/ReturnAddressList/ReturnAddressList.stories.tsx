import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReturnAddressRow } from '../enterpriseFormModel';
import { lockEnterprise } from '../testing/fixtures';
import { ReturnAddressList, type ReturnAddressListProps } from './ReturnAddressList';

const THREE: ReturnAddressRow[] = [
  { contact: '甲仓管', phoneNumber: '13900000001', address: '仓库甲', defaultStatus: 1 },
  { contact: '乙仓管', phoneNumber: '13900000002', address: '仓库乙', defaultStatus: 0 },
  { contact: '丙仓管', phoneNumber: '13900000003', address: '仓库丙', defaultStatus: 1 },
];

/** The list kept in story state, as the form keeps it in the tab. */
function Controlled({ value, onChange, ...props }: ReturnAddressListProps) {
  const [rows, setRows] = useState(value ?? []);
  return (
    <ReturnAddressList
      {...props}
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'EnterpriseInfoTab/ReturnAddressList',
  component: ReturnAddressList,
  args: { value: lockEnterprise.contacts, editable: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReturnAddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultRadio = (canvas: ReturnType<typeof within>, index: number) =>
  canvas.getByRole('radio', { name: `第 ${index} 个地址设为默认` });

/** The lock enterprise's two addresses, the first one default. */
export const TwoAddresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '第 1 个地址的联系人' })).toHaveValue('陈仓管');
    await expect(defaultRadio(canvas, 1)).toBeChecked();
    await expect(defaultRadio(canvas, 2)).not.toBeChecked();
  },
};

/** Spec 001 §4: choosing a row makes it the default and the previous default not. */
export const ToggleDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(defaultRadio(canvas, 2));
    await expect(defaultRadio(canvas, 2)).toBeChecked();
    await expect(defaultRadio(canvas, 1)).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ contact: '陈仓管', defaultStatus: 1 }),
      expect.objectContaining({ contact: '吴仓管', defaultStatus: 0 }),
    ]);
  },
};

/** Spec 001 §4: deleting the default promotes the first remaining one. */
export const DeleteDefaultPromotesFirst: Story = {
  args: { value: THREE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(defaultRadio(canvas, 2)).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 2 个地址' }));
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: '第 1 个地址的联系人' })).toHaveValue('甲仓管');
    await expect(defaultRadio(canvas, 1)).toBeChecked();
    await expect(defaultRadio(canvas, 2)).not.toBeChecked();
    // Deleting a row that is not the default keeps the default.
    await userEvent.click(canvas.getByRole('button', { name: '删除第 2 个地址' }));
    await expect(defaultRadio(canvas, 1)).toBeChecked();
  },
};

/** Spec 001 §4–5: the first added address is the default, later ones are not; at most 5. */
export const AddUpToFive: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无旧件寄回地址')).toBeVisible();
    const add = canvas.getByRole('button', { name: '新增地址' });
    await userEvent.click(add);
    await expect(defaultRadio(canvas, 1)).toBeChecked();
    for (let count = 2; count <= 5; count += 1) await userEvent.click(add);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(defaultRadio(canvas, 5)).not.toBeChecked();
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('最多 5 个地址')).toBeVisible();
  },
};

/** A phone that is not an 11-digit mobile number (1, then 3–9, then 9 digits) is marked invalid. */
export const BadPhoneMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: '第 1 个地址的联系方式' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12912340005');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '13912340005');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'false'));
  },
};

/**
 * Read-only (issue 15, item 12): the addresses read as text in read-only, enabled text boxes — no
 * disabled input, no radio; the default one says 默认地址; no add or delete.
 */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryAllByRole('radio')).toEqual([]);
    await expect(canvasElement.querySelectorAll(':disabled, [aria-disabled="true"]')).toHaveLength(0);
    const expected = [
      ['第 1 个地址的联系人', '陈仓管'],
      ['第 1 个地址的联系方式', '13912340005'],
      ['第 1 个地址的寄回地址', '深圳市南山区西丽仓库A区'],
      ['第 2 个地址的联系人', '吴仓管'],
      ['第 2 个地址的联系方式', '13912340006'],
      ['第 2 个地址的寄回地址', '广州市天河区员村仓库'],
    ] as const;
    await expect(canvas.getAllByRole('textbox')).toHaveLength(expected.length);
    for (const [name, value] of expected) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute('readonly');
      await expect(field).toBeEnabled();
    }
    // Only the first address (defaultStatus 0) is the default.
    await expect(canvas.getAllByText('默认地址')).toHaveLength(1);
    const firstRow = canvas.getByRole('textbox', { name: '第 1 个地址的联系人' }).closest('.ant-flex');
    await expect(within(firstRow as HTMLElement).getByText('默认地址')).toBeVisible();
  },
};
