import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendRequirementList, type SendRequirementListProps } from './SendRequirementList';

function Controlled({ value, onChange, ...props }: SendRequirementListProps) {
  const [items, setItems] = useState(value ?? []);
  return (
    <SendRequirementList
      {...props}
      value={items}
      onChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'EnterpriseInfoTab/SendRequirementList',
  component: SendRequirementList,
  args: { value: ['旧锁需拍照后寄回', '包装完好'], editable: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SendRequirementList>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: ReturnType<typeof within>, index: number) =>
  canvas.getByRole('textbox', { name: `第 ${index} 条寄件要求` });

export const TwoRequirements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(item(canvas, 1)).toHaveValue('旧锁需拍照后寄回');
    await expect(item(canvas, 2)).toHaveValue('包装完好');
  },
};

/** Spec 001 §5, §9: at most 20 characters are taken. */
export const TwentyCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(item(canvas, 2));
    await userEvent.type(item(canvas, 2), '一二三四五六七八九十一二三四五六七八九十多出的字');
    await expect(item(canvas, 2)).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      '旧锁需拍照后寄回',
      '一二三四五六七八九十一二三四五六七八九十',
    ]);
  },
};

/** Spec 001 §9: at most 5 requirements; removing one allows adding again. */
export const AtMostFive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: '新增要求' });
    for (let count = 3; count <= 5; count += 1) await userEvent.click(add);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 5 条寄件要求' }));
    await expect(add).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无寄件要求')).toBeVisible();
  },
};

/**
 * Read-only (issue 15, item 12): the requirements read as text in read-only, enabled text boxes —
 * no disabled input; no add or delete.
 */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelectorAll(':disabled, [aria-disabled="true"]')).toHaveLength(0);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
    for (const [index, value] of [
      [1, '旧锁需拍照后寄回'],
      [2, '包装完好'],
    ] as const) {
      await expect(item(canvas, index)).toHaveValue(value);
      await expect(item(canvas, index)).toHaveAttribute('readonly');
      await expect(item(canvas, index)).toBeEnabled();
    }
  },
};
