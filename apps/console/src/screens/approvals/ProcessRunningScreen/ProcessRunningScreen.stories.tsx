import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ProcessRunningScreen from './ProcessRunningScreen';

const calls = contract.order.approval;
const listed = fn();

const meta = {
  title: 'Console/Approvals/ProcessRunningScreen',
  component: ProcessRunningScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/workflow/processRunning',
    // The workflow code lists every request; only the fee increase's approver code is held (D46).
    user: storyUser('dispatcher', ['workflow:process:list', 'order:approval:increase']),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(calls.running, listed));
    return withOrderRoutes();
  },
} satisfies Meta<typeof ProcessRunningScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every pending request of both types; 同意 only where the caller holds the type's code. */
export const PendingOfEveryType: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const increase = within(await screen.findByRole('row', { name: /加价 80.00 元/ }, SLOW));
    await expect(increase.getByText('待审批')).toBeVisible();
    await expect(increase.getByRole('button', { name: named('同意') })).toBeVisible();
    const parts = within(await screen.findByRole('row', { name: /锁体 × 2/ }, SLOW));
    await expect(parts.getByText('待审批')).toBeVisible();
    await expect(parts.queryByRole('button', { name: named('同意') })).toBeNull();
  },
};

/** The apply-date range and the type come from the URL and go to the call. */
export const FiltersFromTheUrl: Story = {
  parameters: {
    route: '/workflow/processRunning?approvalType=increase&beginTime=2024-06-01&endTime=2024-06-30',
  },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('row', { name: /加价 80.00 元/ }, SLOW);
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ approvalType: 'increase', beginTime: '2024-06-01', endTime: '2024-06-30' }),
    );
  },
};

/** The server refuses the list (no workflow code): its message shows with a retry. */
export const LoadRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.running, '没有权限访问「运行中的流程」')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('没有权限访问「运行中的流程」', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
