import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withWorkflowRoutes } from '../storyRoutes';
import ModelListScreen from './ModelListScreen';

const calls = contract.order.approvalModel;
const edited = fn();

const meta = {
  title: 'Console/Workflow/ModelListScreen',
  component: ModelListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/workflow/modelList',
    user: { userId: 1, userType: '00', buttons: ['workflow:model:list', 'workflow:model:edit'] },
  },
  beforeEach: ({ msw }) => {
    edited.mockClear();
    msw.use(recording(calls.edit, edited));
    return withWorkflowRoutes();
  },
} satisfies Meta<typeof ModelListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every approval type with its approver roles, steps, requests and version; 查看定义 links to 流程定义. */
export const EveryType: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const leave = within(await screen.findByRole('row', { name: /请假/ }, SLOW));
    await expect(leave.getByText('派单主管')).toBeVisible();
    await expect(leave.getByText('V2')).toBeVisible();
    await expect(leave.getByRole('link', { name: '查看定义' })).toHaveAttribute(
      'href',
      '/workflow/processDefinition?approvalType=leave',
    );
    const increase = within(screen.getByRole('row', { name: /加价/ }));
    await expect(increase.getByText('超级管理员')).toBeVisible();
    await expect(increase.getByText('初始设置')).toBeVisible();
  },
};

/** 修改审批角色: a role taken off with the keyboard; the version read goes along. */
export const ChangeApproverRoles: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const increase = within(await screen.findByRole('row', { name: /加价/ }, SLOW));
    await userEvent.click(increase.getByRole('button', { name: named('修改审批角色') }));
    const dialog = within(await screen.findByRole('dialog', { name: /修改审批角色：加价/ }));
    const roles = dialog.getByRole('combobox', { name: '审批角色' });
    await expect(dialog.getByText('派单主管')).toBeVisible();
    // Backspace in the select takes the last role (派单主管) off; 超级管理员 stays.
    await userEvent.click(roles);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(dialog.queryByText('派单主管')).toBeNull());
    await userEvent.type(dialog.getByRole('textbox', { name: '修改说明' }), '加价只由管理员审批');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith(
        expect.objectContaining({
          approvalType: 'increase',
          roleIds: [1],
          version: 1,
          remark: '加价只由管理员审批',
        }),
      ),
    );
    await expectShown(screen.findByText('审批角色已修改', {}, SLOW));
  },
};

/** The server refuses the change (a change made meanwhile): its message shows and the dialog stays. */
export const ChangeRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.edit, '审批模型已被他人修改，请刷新后重试')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const leave = within(await screen.findByRole('row', { name: /请假/ }, SLOW));
    await userEvent.click(leave.getByRole('button', { name: named('修改审批角色') }));
    const dialog = within(await screen.findByRole('dialog', { name: /修改审批角色：请假/ }));
    await chooseOption(dialog.getByRole('combobox', { name: '审批角色' }), '超级管理员');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(screen.findByText('审批模型已被他人修改，请刷新后重试', {}, SLOW));
    await expect(screen.getByRole('dialog', { name: /修改审批角色：请假/ })).toBeVisible();
  },
};

/** The list cannot load: the error with a retry. */
export const LoadRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.list, '没有权限访问「模型列表」')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('没有权限访问「模型列表」', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
