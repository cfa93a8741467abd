import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectDialogClosed, expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withWorkflowRoutes } from '../../workflow/storyRoutes';
import WorkflowModelScreen from './WorkflowModelScreen';

const listed = fn();

const meta = {
  title: 'Console/Approvals/WorkflowModelScreen',
  component: WorkflowModelScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/enterprise/workflowModel',
    user: { userId: 1, userType: '00', buttons: ['workflow:model:list', 'workflow:model:edit'] },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.order.approvalModel.list, listed));
    return withWorkflowRoutes();
  },
} satisfies Meta<typeof WorkflowModelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the types that concern enterprises, asked of the server by scope, with their approver roles. */
export const EnterpriseTypesOnly: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const deduction = within(await screen.findByRole('row', { name: /退款管理/ }, SLOW));
    await expect(deduction.getByText('财务专员')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ scope: 'enterprise' }));
    await expect(screen.getByRole('row', { name: /加价/ })).toBeVisible();
    await expect(screen.queryByRole('row', { name: /请假/ })).toBeNull();
    await expect(screen.queryByRole('row', { name: /保证金退还/ })).toBeNull();
  },
};

/** The approver roles are changed with the model list's own dialog. */
export const ChangeApproverRoles: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const deduction = within(await screen.findByRole('row', { name: /退款管理/ }, SLOW));
    await userEvent.click(deduction.getByRole('button', { name: named('修改审批角色') }));
    const dialog = within(await screen.findByRole('dialog', { name: /修改审批角色：退款管理/ }, SLOW));
    await expectShown(dialog.findByText('财务专员'));
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await expectDialogClosed(canvasElement, '修改审批角色：退款管理');
  },
};
