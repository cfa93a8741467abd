import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import TaskdoneScreen from './TaskdoneScreen';

const calls = contract.order.approval;
const listed = fn();

const meta = {
  title: 'Console/Approvals/TaskdoneScreen',
  component: TaskdoneScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/taskdone',
    user: storyUser('dispatcher', ['order:approval:increase', 'order:approval:accessories']),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(calls.taskdone, listed));
    return withOrderRoutes();
  },
} satisfies Meta<typeof TaskdoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The decided requests: who decided and when, the refusal's remark; no decision left to make. */
export const DecidedRows: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const refusedRow = within(await screen.findByRole('row', { name: /把手 × 1/ }, SLOW));
    await expect(refusedRow.getByText('已拒绝')).toBeVisible();
    await expect(refusedRow.getByText('备注：把手不在服务范围内，请客户自购')).toBeVisible();
    const approvedRow = within(await screen.findByRole('row', { name: /加价 30.00 元/ }, SLOW));
    await expect(approvedRow.getByText('已同意')).toBeVisible();
    await expect(approvedRow.getByText(/王派单/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: named('同意') })).toBeNull();
  },
};

/** A state from the URL shows in the query form; nothing decided in it yet shows the empty table. */
export const EmptyWithStateFilter: Story = {
  parameters: { route: '/order/taskdone?state=refused' },
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.taskdone)),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const [empty] = await screen.findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
    await expect(screen.getByTitle('已拒绝')).toBeVisible();
  },
};
