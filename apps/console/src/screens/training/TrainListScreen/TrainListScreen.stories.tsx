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
import TrainListScreen from './TrainListScreen';

const calls = contract.master.train;
const edited = fn();
const removed = fn();

const meta = {
  title: 'Console/Training/TrainListScreen',
  component: TrainListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/master/trainList',
    // The dispatch supervisor: lists and maintains courses.
    user: { userId: 2, userType: '00', buttons: ['master:train:list', 'master:train:edit'] },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [edited, removed]) spy.mockClear();
    msw.use(recording(calls.edit, edited), recording(calls.remove, removed));
    return withTrainingRoutes();
  },
} satisfies Meta<typeof TrainListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 修改 opens the course as saved; an emptied title is refused before anything is sent, a new one is saved. */
export const EditACourse: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '家电维修入门');
    await expect(row.getByText('60 分')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('修改') }));
    const dialog = await dialogTitled(canvasElement, '修改培训课程');
    const title = dialog.getByRole('textbox', { name: '课程名称' });
    await waitFor(() => expect(title).toHaveValue('家电维修入门'), SLOW);
    await userEvent.clear(title);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入课程名称'));
    await expect(edited).not.toHaveBeenCalled();
    await userEvent.type(title, '家电维修进阶');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith(
        expect.objectContaining({ courseId: 4, title: '家电维修进阶', installType: '2', passMark: 60 }),
      ),
    );
    await expectDialogClosed(canvasElement, '修改培训课程');
  },
};

/** 删除 is asked first; a course masters were assigned to is refused with the server's message. */
export const DeleteIsRefusedWithMasters: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '上门服务安全规范');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    const question = await screen.findByText(
      '删除课程「上门服务安全规范」吗？已有师傅参加的课程不能删除。',
      {},
      SLOW,
    );
    await expectShown(question);
    await expect(removed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ courseId: 1 }));
    await expectShown(screen.findByText('已有 8 位师傅参加该培训，不能删除，可以停用', {}, SLOW));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** A master sees the courses assigned to them: no add, edit or delete, the material to download. */
export const MasterSeesTheirCourses: Story = {
  parameters: { user: { userId: 19, userName: '郭师傅', userType: '2', buttons: ['master:train:list'] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示安排给您的培训课程。', {}, SLOW));
    const row = await rowOf(canvasElement, '智能门锁安装实操');
    await expect(row.getByRole('button', { name: named('下载资料') })).toBeVisible();
    await expect(row.queryByRole('button', { name: named('修改') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('新增课程') })).toBeNull();
  },
};
