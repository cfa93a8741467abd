import { createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, expectShown, SLOW } from '../../testing/storyKit';
import { CustomerOrdersDialog } from './CustomerOrdersDialog';

const meta = {
  title: 'Header/CustomerOrders/CustomerOrdersDialog',
  component: CustomerOrdersDialog,
  args: { open: true, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof CustomerOrdersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's dialog: the three status tabs with their counts and the pending rows. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '客户订单');
    await expectShown(dialog.findByRole('tab', { name: '待处理（3）' }, SLOW));
    await expect(dialog.getByRole('tab', { name: '已处理（1）' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: '回收站（2）' })).toBeVisible();
    await expectShown(dialog.findByRole('row', { name: /刘女士/ }, SLOW));
  },
};

/** The close button closes it. */
export const Closes: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '客户订单');
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), SLOW);
  },
};
