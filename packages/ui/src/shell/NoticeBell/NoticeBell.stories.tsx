import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NoticeBell } from './NoticeBell';

/** Menus, popovers and toasts animate in: on a busy machine that may take a while. */
const SETTLE = { timeout: 5000 };

const meta = {
  title: 'Shell/NoticeBell',
  component: NoticeBell,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof NoticeBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '通知' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('暂无通知')).toBeNull();
  },
};

/** Opened with the keyboard: the placeholder list says there is nothing yet. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '通知' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const placeholder = await body.findByText('暂无通知');
    await waitFor(() => expect(placeholder).toBeVisible(), SETTLE);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '通知' }));
    await waitFor(() => expect(body.getByText('暂无通知')).not.toBeVisible(), SETTLE);
  },
};

export const OpenedInEnglish: Story = {
  args: { open: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const placeholder = await body.findByText('No notifications yet');
    await waitFor(() => expect(placeholder).toBeVisible(), SETTLE);
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};
