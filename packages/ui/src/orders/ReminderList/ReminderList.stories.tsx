import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  emptyHandler,
  orderReminders,
} from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogNamed, expectShown, named, recording } from '../../testing/storyKit';
import { ReminderList } from './ReminderList';
import { ReminderListDialog } from './ReminderListDialog';

const meta = {
  title: 'Header/ReminderList',
  component: ReminderList,
  args: { rows: orderReminders, total: orderReminders.length, pageNum: 1, pageSize: 10, onPageChange: fn() },
} satisfies Meta<typeof ReminderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: order number (opening the order), customer, message, who reminded, when. */
export const WithRows: Story = {
  args: { onOpenOrder: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(/GD202406002.*刘女士.*师傅什么时候上门？.*2024-06-02 15:30:00/);
    await expect(rows[1]).toHaveTextContent(/GD202406001.*请尽快安排.*张企业/);
    await userEvent.click(canvas.getByRole('button', { name: 'GD202406001' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1);
  },
};

/** No open reminders: an empty state. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无催单')).toBeVisible();
  },
};

/** More reminders than a page: a pager turns the page. */
export const Paged: Story = {
  args: { total: 25 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('listitem', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
  },
};

const listed = fn();

/** The connected dialog asks `/order/reminder/list` for the first page; an order number closes it and opens the order. */
export const Dialog: StoryObj<typeof ReminderListDialog> = {
  render: (args) => <ReminderListDialog {...args} />,
  args: { open: true, onClose: fn(), onOpenOrder: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.order.reminder.list, listed));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '催单列表');
    await userEvent.click(await dialog.findByRole('button', { name: 'GD202406002' }));
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(2);
  },
};

/** No open reminders on the server: the dialog says so. */
export const DialogEmpty: StoryObj<typeof ReminderListDialog> = {
  ...Dialog,
  parameters: { msw: { handlers: [emptyHandler(contract.order.reminder.list), ...createHandlers()] } },
  beforeEach: undefined,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '催单列表');
    await expectShown(dialog.findByText('暂无催单'));
  },
};

/** The server refuses: its message shows, with a retry. */
export const DialogRefused: StoryObj<typeof ReminderListDialog> = {
  ...Dialog,
  parameters: {
    msw: {
      handlers: [businessErrorHandler(contract.order.reminder.list, '服务暂时不可用'), ...createHandlers()],
    },
  },
  beforeEach: undefined,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '催单列表');
    await expectShown(dialog.findByText('服务暂时不可用', {}, { timeout: 8000 }));
    await expect(dialog.getByText('催单加载失败')).toBeVisible();
    await expect(dialog.getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
