import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withTrainingRoutes } from '../storyRoutes';
import TrainOverviewScreen from './TrainOverviewScreen';

const calls = contract.master.trainEnrolment;
const completed = fn();
const removed = fn();

const meta = {
  title: 'Console/Training/TrainOverviewScreen',
  component: TrainOverviewScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/master/trainOverview',
    user: {
      userId: 2,
      userType: '00',
      buttons: ['master:train:list', 'master:train:edit', 'master:train:study', 'master:train:export'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [completed, removed]) spy.mockClear();
    msw.use(recording(calls.complete, completed), recording(calls.remove, removed));
    return withTrainingRoutes();
  },
} satisfies Meta<typeof TrainOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Per course: assigned, completed, passed; a studying master's study is marked completed after the question. */
export const CoursesAndProgress: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const summary = await screen.findByRole('table', { name: '各课程情况' }, SLOW);
    const safety = (await within(summary).findByText('上门服务安全规范', {}, SLOW)).closest('tr');
    if (safety === null) throw new Error('the course has a row');
    await waitFor(() =>
      expect(
        within(safety)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(expect.arrayContaining(['8', '5', '2'])),
    );
    await expect(screen.getByRole('button', { name: /导\s*出/ })).toBeVisible();
    const row = await rowOf(canvasElement, '朱师傅');
    await expect(row.getByText('未考试')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('完成学习') }));
    const question = await screen.findByText('确认朱师傅已完成「上门服务安全规范」的学习吗？', {}, SLOW);
    await expectShown(question);
    await expect(completed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(completed).toHaveBeenCalledWith({ enrolmentId: 8 }));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** 移出 is asked first; a master with exam results is refused with the server's message. */
export const TakeOffIsRefusedWithResults: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '胡师傅');
    await expect(row.getByText('未通过（最高 72 分）')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('移出') }));
    await userEvent.click(await screen.findByRole('button', { name: named('确定') }, SLOW));
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ enrolmentId: 3 }));
    await expectShown(screen.findByText('胡师傅已有该课程的考试成绩，不能移出培训', {}, SLOW));
  },
};

/** A master sees their own progress: no master column, no 移出, no export. */
export const MasterSeesOwnProgress: Story = {
  parameters: {
    user: {
      userId: 19,
      userName: '郭师傅',
      userType: '2',
      buttons: ['master:train:list', 'master:train:study'],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示您本人的培训进度。', {}, SLOW));
    const row = await rowOf(canvasElement, '智能门锁安装实操');
    await expect(row.getByRole('button', { name: named('完成学习') })).toBeVisible();
    await expect(row.queryByRole('button', { name: named('移出') })).toBeNull();
    await expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  },
};
