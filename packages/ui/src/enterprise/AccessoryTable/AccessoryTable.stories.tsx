import { accessoryGroups } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { named } from '../../testing/storyKit';
import { AccessoryTable } from './AccessoryTable';

const meta = {
  title: 'EnterpriseDetailsDialog/Amount/AccessoryTable',
  component: AccessoryTable,
  args: { groups: accessoryGroups[1] ?? [], editable: true, onSave: fn() },
} satisfies Meta<typeof AccessoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Threshold and remark are editable; the save sends every row with its threshold and remark. */
export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('锁体')).toHaveLength(2);
    const threshold = canvas.getByRole('spinbutton', { name: '锁芯的价格阈值' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '75');
    await userEvent.type(canvas.getByRole('textbox', { name: '锁体的备注' }), '需原厂');
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { enterpriseAccessoryId: 1, accessoryPriceThreshold: 100, remark: '需原厂' },
      { enterpriseAccessoryId: 2, accessoryPriceThreshold: 75, remark: '超阈值需审批' },
    ]);
  },
};

/** Read-only: the values as text, no save button. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('超阈值需审批')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The telecom enterprise has no accessories. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无配件')).toBeVisible();
  },
};
