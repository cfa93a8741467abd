import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import IncreaseAuditScreen from './IncreaseAuditScreen';

const calls = contract.order.approval;
const listed = fn();

const meta = {
  title: 'Console/Approvals/IncreaseAuditScreen',
  component: IncreaseAuditScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/increaseAudit',
    user: storyUser('dispatcher', ['order:approval:increase']),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(calls.list, listed));
    return withOrderRoutes();
  },
} satisfies Meta<typeof IncreaseAuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fee increase request in every state; only the pending one can be decided. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ approvalType: 'increase' })),
      SLOW,
    );
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /楼层较高/ }, SLOW));
    await expect(pending.getByRole('button', { name: named('同意') })).toBeVisible();
    const decided = within(await screen.findByRole('row', { name: /门板需开孔/ }, SLOW));
    await expect(decided.getByText('已同意')).toBeVisible();
    await expect(decided.queryByRole('button', { name: named('同意') })).toBeNull();
  },
};

/** The state filter from the URL goes to the call. */
export const FilteredByState: Story = {
  parameters: { route: '/order/increaseAudit?state=approved' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ approvalType: 'increase', state: 'approved' }),
        ),
      SLOW,
    );
    await expect(await page(canvasElement).findByRole('row', { name: /门板需开孔/ }, SLOW)).toBeVisible();
  },
};

/** Without the approver code (D11) the requests show and no decision is offered. */
export const WithoutApproverCode: Story = {
  parameters: { user: storyUser('dispatcher', ['order:order:list']) },
  play: async ({ canvasElement }) => {
    const row = within(await page(canvasElement).findByRole('row', { name: /楼层较高/ }, SLOW));
    await expect(row.queryByRole('button', { name: named('同意') })).toBeNull();
    await expect(row.queryByRole('button', { name: named('拒绝') })).toBeNull();
  },
};
