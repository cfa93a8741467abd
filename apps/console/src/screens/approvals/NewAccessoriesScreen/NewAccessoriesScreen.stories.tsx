import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import NewAccessoriesScreen from './NewAccessoriesScreen';

const calls = contract.order.approval;
const listed = fn();

const meta = {
  title: 'Console/Approvals/NewAccessoriesScreen',
  component: NewAccessoriesScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/newAccessories',
    user: storyUser('dispatcher', ['order:approval:accessories']),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(calls.list, listed));
    return withOrderRoutes();
  },
} satisfies Meta<typeof NewAccessoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The extra-parts requests: part, quantity and unit price, the total, and a refusal's remark. */
export const PartsRequests: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ approvalType: 'accessories' })),
      SLOW,
    );
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /锁体 × 2，单价 35.00 元/ }, SLOW));
    await expect(pending.getByText('70.00')).toBeVisible();
    await expect(pending.getByRole('button', { name: named('拒绝') })).toBeVisible();
    const refusedRow = within(await screen.findByRole('row', { name: /把手 × 1/ }, SLOW));
    await expect(refusedRow.getByText('备注：把手不在服务范围内，请客户自购')).toBeVisible();
  },
};

/** The server refuses the list (no approver code): its message with a retry. */
export const LoadRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(calls.list, '没有权限执行「新增配件审批」，请联系管理员授权')),
  play: async ({ canvasElement }) => {
    await expectShown(
      page(canvasElement).findByText('没有权限执行「新增配件审批」，请联系管理员授权', {}, SLOW),
    );
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
