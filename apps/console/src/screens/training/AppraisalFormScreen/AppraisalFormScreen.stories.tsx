import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withTrainingRoutes } from '../storyRoutes';
import AppraisalFormScreen from './AppraisalFormScreen';

const calls = contract.master.appraisal;
const edited = fn();
const removed = fn();

const meta = {
  title: 'Console/Training/AppraisalFormScreen',
  component: AppraisalFormScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/master/appraisalForm',
    user: {
      userId: 2,
      userType: '00',
      buttons: ['master:appraisal:list', 'master:appraisal:edit', 'master:appraisal:export'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [edited, removed]) spy.mockClear();
    msw.use(recording(calls.edit, edited), recording(calls.remove, removed));
    return withTrainingRoutes();
  },
} satisfies Meta<typeof AppraisalFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The criteria and total per month; 修改 shows the total as the scores change, an emptied score is refused. */
export const EditRecomputesTheTotal: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('考核表是员工的考核记录，不影响师傅评分，也不影响派单。', {}, SLOW));
    const row = await rowOf(canvasElement, '偶有迟到，需注意准时');
    await expect(row.getByText('80')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('修改') }));
    const dialog = await dialogTitled(canvasElement, '修改考核');
    await expectShown(dialog.findByText('总分：80 / 100', {}, SLOW));
    const punctuality = dialog.getByRole('spinbutton', { name: '准时守约' });
    await userEvent.clear(punctuality);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入分数'));
    await expect(edited).not.toHaveBeenCalled();
    await userEvent.type(punctuality, '22');
    await expectShown(dialog.findByText('总分：85 / 100'));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith(
        expect.objectContaining({ appraisalId: 3, masterId: 2, period: '2024-05', punctuality: 22 }),
      ),
    );
    await expectDialogClosed(canvasElement, '修改考核');
  },
};

/** 删除 is asked first, then sent. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '完工资料齐全');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    const question = await screen.findByText('删除郭师傅 2024-04 的考核吗？', {}, SLOW);
    await expectShown(question);
    await expect(removed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ appraisalId: 2 }));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** A master reads their own appraisals: no master column, no add, edit, delete or export. */
export const MasterReadsTheirOwn: Story = {
  parameters: { user: { userId: 19, userName: '郭师傅', userType: '2', buttons: ['master:appraisal:list'] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示您本人的考核记录。', {}, SLOW));
    const row = await rowOf(canvasElement, '服务稳定，客户评价好');
    await expect(row.queryByRole('button', { name: named('修改') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('新增考核') })).toBeNull();
    await expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  },
};
