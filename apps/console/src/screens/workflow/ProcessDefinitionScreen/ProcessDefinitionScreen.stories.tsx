import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withWorkflowRoutes } from '../storyRoutes';
import ProcessDefinitionScreen from './ProcessDefinitionScreen';

const calls = contract.order.approvalModel;
const read = fn();

const meta = {
  title: 'Console/Workflow/ProcessDefinitionScreen',
  component: ProcessDefinitionScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/workflow/processDefinition?approvalType=leave',
    // The dispatch supervisor reads the definitions; changing them is the administrator's.
    user: { userId: 2, userType: '01', buttons: ['workflow:model:list'] },
  },
  beforeEach: ({ msw }) => {
    read.mockClear();
    msw.use(recording(calls.get, read));
    return withWorkflowRoutes();
  },
} satisfies Meta<typeof ProcessDefinitionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type of the URL: its three steps with the deciding roles, and its history; no edit without the code. */
export const LeaveDefinitionAndHistory: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('由派单主管审批一次：同意，或填写原因拒绝', {}, SLOW));
    await expect(screen.getByText('师傅本人提交，或员工为师傅提交')).toBeVisible();
    await expect(screen.getByText('同意后，请假期间该师傅不会出现在派单候选中，也不能被派单')).toBeVisible();
    const history = within(screen.getByRole('table', { name: '修改记录' }));
    const change = within(history.getByRole('row', { name: /请假由派单主管统一审批/ }));
    await expect(change.getByText('超级管理员、派单主管')).toBeVisible();
    await expect(screen.queryByRole('button', { name: named('修改审批角色') })).toBeNull();
  },
};

/** Another type chosen goes to the URL and the call; a type never changed shows no history yet. */
export const ChooseAnotherType: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByText('由派单主管审批一次：同意，或填写原因拒绝', {}, SLOW);
    await userEvent.click(screen.getByText('新增配件'));
    await expectShown(screen.findByText('同意后配件金额（单价 × 数量）计入订单结算', {}, SLOW));
    await waitFor(() =>
      expect(read).toHaveBeenCalledWith(expect.objectContaining({ approvalType: 'accessories' })),
    );
    await expect(screen.getByText('还没有修改记录')).toBeVisible();
    await expect(screen.getByText('由超级管理员、派单主管审批一次：同意，或填写原因拒绝')).toBeVisible();
  },
};

/** The definition cannot load: the error with a retry. */
export const LoadRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.get, '没有权限访问「流程定义」')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('没有权限访问「流程定义」', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
