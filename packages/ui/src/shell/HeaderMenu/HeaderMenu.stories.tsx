import { backlogCount } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown, named, SLOW } from '../../testing/storyKit';
import { HeaderMenu } from './HeaderMenu';

const meta = {
  title: 'Header/HeaderMenu',
  component: HeaderMenu,
  args: {
    user: { userType: '00', deptId: 100, roleIds: '1' },
    userName: '系统管理员',
    payIdentification: 1,
    // The screens the user can open: 查询师傅, 企业金额 and 挂起订单 lead to theirs.
    screens: ['masterQuery', 'walletList', 'orderList'],
    reminderCount: 3,
    todoCount: 9,
    todoItems: backlogCount.items,
    onTodoItem: fn(),
    onTodoRetry: fn(),
    onHeldOrders: fn(),
    onEnterpriseAmount: fn(),
    workSwitches: <span>work switches</span>,
    onOrderNow: fn(),
    onTopUp: fn(),
    onLogout: fn(),
    onDownloads: fn(),
    onCustomerOrders: fn(),
  },
  // A header of a wide window (the stories' viewport is a phone's): every entry fits on the row.
  decorators: [
    (Story) => (
      <div style={{ width: 1400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).queryByRole('button', { name: named(name) });

/** Admin (user type 00): pending reminders, held orders, no order-now, no work switches. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '待处理催单')).toBeVisible();
    await expect(button(canvasElement, '挂起订单')).toBeVisible();
    await expect(button(canvasElement, '查询师傅')).toBeVisible();
    await expect(button(canvasElement, '账户')).toBeVisible();
    await expect(button(canvasElement, '立即下单')).toBeNull();
    await expect(within(canvasElement).queryByText('work switches')).toBeNull();
  },
};

/**
 * Issue 16 item 3: an entry that opens a screen shows only when the user can open it — 查询师傅's
 * screen is not built (not among the screens), 企业金额 needs the wallet list and its code.
 */
export const EntriesOnlyWithTheirScreens: Story = {
  args: { screens: ['orderList'] },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement, '查询师傅')).toBeNull();
    await expect(button(canvasElement, '企业金额')).toBeNull();
    await userEvent.click(button(canvasElement, '挂起订单') as HTMLElement);
    await expect(args.onHeldOrders).toHaveBeenCalledTimes(1);
  },
};

/** 企业金额 also needs the wallet code (what walletList's list call checks). */
export const EnterpriseAmountWithoutTheWalletCode: Story = {
  args: { user: { userId: 3, userType: '01', deptId: 104, buttons: ['order:order:list'] } },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '企业金额')).toBeNull();
    await expect(button(canvasElement, '挂起订单')).toBeVisible();
  },
};

/** 待办事项 opens the server's to-do items with their counts; an item opens its screen and closes the list. */
export const TodoItems: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, '待办事项') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = within(await body.findByRole('list', { name: '待办事项列表' }, SLOW));
    await expect(list.getAllByRole('button')).toHaveLength(5);
    await userEvent.click(list.getByRole('button', { name: /客服申请/ }));
    await expect(args.onTodoItem).toHaveBeenCalledWith('customerServiceApply');
    await waitFor(() => expect(body.queryByRole('list', { name: '待办事项列表' })).toBeNull());
  },
};

/** From the keyboard: Enter on 待办事项 opens the list with the focus on its first item. */
export const TodoByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    (button(canvasElement, '待办事项') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const list = within(await body.findByRole('list', { name: '待办事项列表' }, SLOW));
    await waitFor(() => expect(list.getByRole('button', { name: /待处理客户订单/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onTodoItem).toHaveBeenCalledWith('customerOrder');
  },
};

/** Nothing to do: the list says so. */
export const TodoEmpty: Story = {
  args: { todoItems: [], todoCount: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, '待办事项') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    await expectShown(body.findByText('暂无待办事项', {}, SLOW));
  },
};

/** The to-do items failed to load: said so, with a retry. */
export const TodoFailed: Story = {
  args: { todoItems: [], todoStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, '待办事项') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    // The popover shows its content once its opening motion starts: wait for it as a person would.
    const failure = await body.findByText('待办事项加载失败', {}, SLOW);
    await waitFor(() => expect(failure).toBeVisible(), SLOW);
    await userEvent.click(body.getByRole('button', { name: named('重试') }));
    await expect(args.onTodoRetry).toHaveBeenCalledTimes(1);
  },
};

/** Enterprise user (22): order now, completed reminders; no held orders and no inquiry master. */
export const Enterprise: Story = {
  args: { user: { userType: '22', deptId: null, roleIds: '31' }, userName: '企业用户' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, '立即下单') as HTMLElement);
    await expect(args.onOrderNow).toHaveBeenCalledTimes(1);
    await expect(button(canvasElement, '已完成催单')).toBeVisible();
    await expect(button(canvasElement, '挂起订单')).toBeNull();
    await expect(button(canvasElement, '查询师傅')).toBeNull();
    // The account menu offers online top-up.
    await userEvent.click(button(canvasElement, '账户') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '在线充值' }));
    await waitFor(() => expect(args.onTopUp).toHaveBeenCalledTimes(1));
  },
};

/** Dispatcher (dept 103): the work switches, no reminder badge, the user menu logs out. */
export const Dispatcher: Story = {
  args: { user: { userType: '01', deptId: 103, roleIds: '29' }, userName: '王派单' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('work switches')).toBeVisible();
    await expect(button(canvasElement, '待处理催单')).toBeNull();
    await expect(button(canvasElement, '已完成催单')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '用户菜单 王派单' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/** Pay identification flag 9: no account menu. */
export const AccountMenuHidden: Story = {
  args: { payIdentification: 9 },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '账户')).toBeNull();
    await expect(button(canvasElement, '我的下载')).toBeVisible();
    await expect(button(canvasElement, '客户订单')).toBeVisible();
  },
};

/** 客户订单 carries the pending count that new-order alerts update (spec 000 §9). */
export const NewOrderCount: Story = {
  args: { newOrderCount: 8 },
  play: async ({ canvasElement }) => {
    const entry = button(canvasElement, '客户订单') as HTMLElement;
    await expect(entry).toBeVisible();
    await expect(within(entry.parentElement as HTMLElement).getByTitle('8')).toBeVisible();
  },
};

/** A user whose customer-order list the server refuses does not see 客户订单. */
export const WithoutCustomerOrders: Story = {
  args: { customerOrders: false },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, '我的下载')).toBeVisible();
    await expect(button(canvasElement, '客户订单')).toBeNull();
  },
};

/** The live channel reconnecting: a dot that names its state, to the eye (tooltip) and to a screen reader. */
export const LiveReconnecting: Story = {
  args: { liveState: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const dot = within(canvasElement).getByRole('status', { name: '实时通知重新连接中…' });
    await userEvent.hover(dot);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('实时通知重新连接中…');
  },
};

/** The session ended on the server (4001): the dot says the live channel is disconnected. */
export const LiveEnded: Story = {
  args: { liveState: 'ended' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '实时通知已断开' })).toBeVisible();
  },
};

/**
 * A narrow header (issue 16 item 1): the row never wraps; the entries that do not fit move, from the
 * last, into 更多, out of sight and out of the tab order; the user menu stays.
 */
export const Narrow: Story = {
  args: { newOrderCount: 4 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: '更多' });
    await expect(canvas.getByRole('button', { name: '用户菜单 系统管理员' })).toBeVisible();
    // Hidden entries are neither seen nor reachable by keyboard.
    await waitFor(() => expect(button(canvasElement, '客户订单')).toBeNull());
    const row = canvasElement.firstElementChild as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(40);

    await userEvent.click(more);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /客户订单/ }));
    await waitFor(() => expect(args.onCustomerOrders).toHaveBeenCalledTimes(1));
    await userEvent.click(more);
    await userEvent.click(await body.findByRole('menuitem', { name: '我的下载' }));
    await waitFor(() => expect(args.onDownloads).toHaveBeenCalledTimes(1));
    // Under 更多, 待办事项's items are a submenu.
    await userEvent.click(more);
    await userEvent.click(await body.findByRole('menuitem', { name: /待办事项/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: /待派单/ }));
    await waitFor(() => expect(args.onTodoItem).toHaveBeenCalledWith('toDispatch'));
  },
};
