import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { named } from '../../testing/storyKit';
import { HeaderMenu } from './HeaderMenu';

const meta = {
  title: 'Header/HeaderMenu',
  component: HeaderMenu,
  args: {
    user: { userType: '00', deptId: 100, roleIds: '1' },
    userName: '系统管理员',
    payIdentification: 1,
    reminderCount: 3,
    todoCount: 5,
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
  },
};
