import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ProcessFinishedScreen from './ProcessFinishedScreen';

const calls = contract.order.approval;
const listed = fn();

const meta = {
  title: 'Console/Approvals/ProcessFinishedScreen',
  component: ProcessFinishedScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/workflow/processFinished',
    user: storyUser('dispatcher', ['workflow:process:list']),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(calls.finished, listed));
    return withOrderRoutes();
  },
} satisfies Meta<typeof ProcessFinishedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every decided request: who decided, the refusal's remark; nothing left to decide. */
export const DecidedRows: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const refusedRow = within(await screen.findByRole('row', { name: /把手 × 1/ }, SLOW));
    await expect(refusedRow.getByText('已拒绝')).toBeVisible();
    await expect(refusedRow.getByText('备注：把手不在服务范围内，请客户自购')).toBeVisible();
    await expect(screen.queryByRole('button', { name: named('同意') })).toBeNull();
  },
};

/** A state from the URL goes to the call; nothing matches: the empty table. */
export const EmptyWithStateFilter: Story = {
  parameters: { route: '/workflow/processFinished?state=refused' },
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.finished)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
    await expect(page(canvasElement).getByTitle('已拒绝')).toBeVisible();
  },
};
