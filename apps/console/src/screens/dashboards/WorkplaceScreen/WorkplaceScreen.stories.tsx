import { contract } from '@onsite/api-client';
import {
  activityEntries,
  approvals,
  businessErrorHandler,
  createHandlers,
  emptyHandler,
  myOrderStatusCounts,
} from '@onsite/api-client/testing';
import { expectShown, named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { signInAs, storyUser, withLocation } from '../storySession';
import WorkplaceScreen from './WorkplaceScreen';

const meta = {
  title: 'Console/Dashboards/WorkplaceScreen',
  component: WorkplaceScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/dashboard/workplace',
    user: storyUser('dispatcher'),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: () => signInAs('dispatcher'),
} satisfies Meta<typeof WorkplaceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pending = approvals.filter((request) => request.state === 'pending');
const myToDispatch = myOrderStatusCounts.find((entry) => entry.orderStatus === 'toDispatch')?.count ?? 0;

/** A dispatcher's day: the requests awaiting them, their orders by status, their latest steps. */
export const StaffDay: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const approvalsTable = await screen.findByRole('table', { name: '待我审批' }, SLOW);
    for (const request of pending)
      await expectShown(within(approvalsTable).findByText(request.orderNo ?? '', {}, SLOW));
    await expect(within(approvalsTable).getByText('锁体 × 2，单价 35.00 元')).toBeVisible();
    await expect(screen.getByText(`待我审批 (${pending.length})`)).toBeVisible();
    const link = await screen.findByRole('link', { name: `待派单 ${myToDispatch}` }, SLOW);
    await expect(link).toHaveAttribute('href', '/order/orderList?orderStatus=toDispatch&isMyOrder=true');
    const activity = await screen.findByRole('table', { name: '最近操作' }, SLOW);
    await expect(await within(activity).findAllByRole('row')).toHaveLength(activityEntries.length + 1);
    await expect(within(activity).getByText('失败')).toBeVisible();
    await expect(within(activity).getByText('导出')).toBeVisible();
  },
};

/** A status figure opens the order list on my orders of that status. */
export const MyOrdersOpenTheList: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: /^已完成 \d+$/ }, SLOW));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/order/orderList?orderStatus=completed&isMyOrder=true',
    );
  },
};

/** Without an approver code the approvals block is not offered (the server would refuse it). */
export const NoApproverCode: Story = {
  parameters: { user: storyUser('dispatcher', ['order:order:list', 'dashboard:workplace:view']) },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('table', { name: '最近操作' }, SLOW);
    await screen.findByRole('link', { name: /^已完成 \d+$/ }, SLOW);
    await expect(screen.queryByText(/待我审批/)).toBeNull();
  },
};

/** The activity fails: that block says so with a retry; the other blocks still show. Nothing pending: said so. */
export const ActivityFailsNothingPending: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      businessErrorHandler(contract.analysis.activity, '操作日志暂不可用'),
      emptyHandler(contract.order.approval.tasking),
    ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('操作日志暂不可用', {}, SLOW));
    await expect(screen.getByRole('button', { name: named('重试') })).toBeVisible();
    await expectShown(screen.findByText('暂无待审批的申请', {}, SLOW));
    await screen.findByRole('link', { name: `待派单 ${myToDispatch}` }, SLOW);
  },
};

/** In English every label of the blocks is English; the module names stay as the operation log wrote them. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const activity = await screen.findByRole('table', { name: 'Recent activity' }, SLOW);
    await expect(within(activity).getByText('Failed')).toBeVisible();
    await expectShown(screen.findByRole('table', { name: 'Awaiting my approval' }, SLOW));
    await expect(screen.getByText('My orders')).toBeVisible();
  },
};
