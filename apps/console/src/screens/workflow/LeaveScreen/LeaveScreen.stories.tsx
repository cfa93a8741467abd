import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  named,
  page,
  recording,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withWorkflowRoutes } from '../storyRoutes';
import LeaveScreen from './LeaveScreen';

const calls = contract.master.leave;
const listed = fn();
const added = fn();
const approved = fn();
const refused = fn();

const meta = {
  title: 'Console/Workflow/LeaveScreen',
  component: LeaveScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/workflow/leave',
    // The dispatch supervisor: lists, asks for and decides leave.
    user: {
      userId: 2,
      userType: '01',
      buttons: ['workflow:leave:list', 'workflow:leave:add', 'workflow:leave:approve', 'master:master:list'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, approved, refused]) spy.mockClear();
    msw.use(
      recording(calls.list, listed),
      recording(calls.add, added),
      recording(calls.approve, approved),
      recording(calls.refuse, refused),
    );
    return withWorkflowRoutes();
  },
} satisfies Meta<typeof LeaveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state; 同意 on a pending request is asked first and sends it. */
export const ApprovePending: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /韩师傅/ }, SLOW));
    await expect(pending.getByText('待审批')).toBeVisible();
    await expect(screen.getByRole('row', { name: /唐师傅/ })).toHaveTextContent('本周浦东订单较多，请改期');
    await expect(screen.getByRole('row', { name: /宋师傅/ })).toHaveTextContent('已撤销');
    await userEvent.click(pending.getByRole('button', { name: named('同意') }));
    const question = await screen.findByText(
      '同意韩师傅 2024-06-22 至 2024-06-23 的请假吗？请假期间不会给他派单。',
      {},
      SLOW,
    );
    await expectShown(question);
    await expect(approved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(approved).toHaveBeenCalledWith({ leaveId: 2, remark: '' }));
    // The question closes as a person sees it go (the axe check must not meet it half faded).
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** 拒绝 needs a reason: nothing is sent without one. */
export const RefuseNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /高师傅/ }, SLOW));
    await userEvent.click(pending.getByRole('button', { name: named('拒绝') }));
    const dialog = await dialogTitled(canvasElement, '拒绝请假');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectShown(dialog.findByText('请输入拒绝原因'));
    await expect(refused).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '拒绝原因' }), '当天订单较多');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ leaveId: 3, remark: '当天订单较多' }));
    // The dialog closes as a person sees it go (the axe check must not meet it half faded).
    await expectDialogClosed(canvasElement, '拒绝请假');
  },
};

/** The state and the day range come from the URL and go to the call. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/workflow/leave?state=approved&beginTime=2024-06-01&endTime=2024-06-30' },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('row', { name: /谢师傅/ }, SLOW);
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'approved', beginTime: '2024-06-01', endTime: '2024-06-30' }),
    );
  },
};

/** A master asks for themselves: no master to choose, the days typed, a reason. */
export const MasterAsksForLeave: Story = {
  parameters: {
    user: {
      userId: 19,
      userName: '郭师傅',
      userType: '2',
      buttons: ['workflow:leave:list', 'workflow:leave:add'],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示您本人的请假申请。', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('申请请假') }));
    const dialog = await dialogTitled(canvasElement, '申请请假');
    await expect(dialog.queryByRole('combobox', { name: '请假师傅' })).toBeNull();
    const start = dialog.getByPlaceholderText('开始日期');
    await userEvent.click(start);
    await userEvent.type(start, '2099-06-01{Enter}');
    await userEvent.type(dialog.getByPlaceholderText('结束日期'), '2099-06-02{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: '请假原因' }), '家里装修');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({
        startDate: '2099-06-01',
        endDate: '2099-06-02',
        reason: '家里装修',
      }),
    );
    await expectShown(screen.findByText('请假申请已提交，等待审批', {}, SLOW));
  },
};
