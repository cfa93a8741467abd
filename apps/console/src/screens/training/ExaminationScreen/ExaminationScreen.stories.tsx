import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  chooseOption,
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
import ExaminationScreen from './ExaminationScreen';

const calls = contract.master.exam;
const added = fn();
const approved = fn();
const refused = fn();

const meta = {
  title: 'Console/Training/ExaminationScreen',
  component: ExaminationScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/master/examination',
    // The dispatch supervisor: records results and decides them (an approver role of examResult).
    user: {
      userId: 2,
      userType: '00',
      buttons: ['master:exam:list', 'master:exam:record', 'master:exam:approve', 'master:train:list'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, approved, refused]) spy.mockClear();
    msw.use(
      recording(calls.add, added),
      recording(calls.approve, approved),
      recording(calls.refuse, refused),
    );
    return withTrainingRoutes();
  },
} satisfies Meta<typeof ExaminationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state; 同意 is asked first and sends the decision. */
export const ApprovePending: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '高师傅');
    await expect(row.getByText('待审批')).toBeVisible();
    await expect((await rowOf(canvasElement, '朱师傅')).getByText('已拒绝')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('同意') }));
    const question = await screen.findByText(
      '同意高师傅在「上门服务安全规范」的成绩 88 分吗？同意后成绩生效。',
      {},
      SLOW,
    );
    await expectShown(question);
    await expect(approved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(approved).toHaveBeenCalledWith({ resultId: 5, remark: '' }));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** 拒绝 needs a reason: nothing is sent without one. */
export const RefuseNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '高师傅');
    await userEvent.click(row.getByRole('button', { name: named('拒绝') }));
    const dialog = await dialogTitled(canvasElement, '拒绝考试成绩');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectShown(dialog.findByText('请输入拒绝原因'));
    await expect(refused).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '拒绝原因' }), '成绩单不清晰');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ resultId: 5, remark: '成绩单不清晰' }));
    await expectDialogClosed(canvasElement, '拒绝考试成绩');
  },
};

/** A master records their own result: no master to choose, no decision buttons; the server's refusal is shown. */
export const MasterRecordsTheirOwn: Story = {
  parameters: {
    user: {
      userId: 19,
      userName: '郭师傅',
      userType: '2',
      buttons: ['master:exam:list', 'master:exam:record', 'master:train:list'],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示您本人的考试成绩。', {}, SLOW));
    const row = await rowOf(canvasElement, '智能门锁安装实操');
    await expect(row.queryByRole('button', { name: named('同意') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: named('登记成绩') }));
    const dialog = await dialogTitled(canvasElement, '登记考试成绩');
    await expect(dialog.queryByRole('combobox', { name: '师傅' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请选择课程'));
    await expect(added).not.toHaveBeenCalled();
    await chooseOption(dialog.getByRole('combobox', { name: '课程' }), '智能门锁安装实操');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '成绩' }), '85');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith(expect.objectContaining({ courseId: 3, score: 85 })),
    );
    await expectShown(screen.findByText('郭师傅在该课程已有待审批的考试成绩', {}, SLOW));
  },
};
