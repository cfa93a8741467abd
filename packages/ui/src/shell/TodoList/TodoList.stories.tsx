import { backlogCount } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { named } from '../../testing/storyKit';
import { TodoList } from './TodoList';

const meta = {
  title: 'Header/TodoList',
  component: TodoList,
  args: { items: backlogCount.items, onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof TodoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of to-do with its count, each a button opening its filtered screen, reachable by keyboard. */
export const WithItems: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: '待办事项列表' }));
    const buttons = list.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent?.replace(/\d+/g, ''))).toEqual([
      '待处理客户订单',
      '待派单',
      '客服申请',
      '催单',
      '待支付充值',
    ]);
    await expect(list.getByRole('button', { name: /待派单/ })).toHaveTextContent('2');
    // Opened from the keyboard, the first item has the focus; Tab moves on, Enter opens.
    await expect(buttons[0]).toHaveFocus();
    await userEvent.tab();
    await expect(list.getByRole('button', { name: /待派单/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('toDispatch');
    await userEvent.click(list.getByRole('button', { name: /待支付充值/ }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('unpaidRecharge');
  },
};

/** The server answered no items (nothing the user may act on): an empty state, no buttons. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无待办事项')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The to-do list failed to load: said so, with a retry. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('待办事项加载失败');
    await userEvent.click(canvas.getByRole('button', { name: named('重试') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
