import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  chooseOption,
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import ProblemListScreen from './ProblemListScreen';

const calls = contract.enterprise.problem;
const listed = fn();
const handled = fn();
const reported = fn();

const meta = {
  title: 'Console/Enterprise/ProblemListScreen',
  component: ProblemListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/problemList',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, handled, reported]) spy.mockClear();
    msw.use(recording(calls.handle, handled), recording(calls.add, reported));
    return signInAs('admin');
  },
} satisfies Meta<typeof ProblemListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state filter comes from the URL; a handled problem shows its result and offers no action. */
export const HandledFromUrl: Story = {
  parameters: { route: '/enterprise/problemList?state=handled' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ state: 'handled', pageNum: '1' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '到货的锁体外壳有划痕');
    await expect(row.getByText('已联系供应商换货，师傅二次上门更换')).toBeVisible();
    await expect(row.getByText('产品问题')).toBeVisible();
    await expect(row.queryByRole('button', { name: named('处理') })).toBeNull();
    await expect(page(canvasElement).queryByText('师傅迟到一小时且未提前告知')).toBeNull();
  },
};

/** Staff handle an open problem: the result is required, then the problem is handled. */
export const StaffHandles: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '师傅安装后门锁反锁不灵敏，客户要求复查');
    await userEvent.click(row.getByRole('button', { name: named('处理') }));
    const dialog = await dialogTitled(canvasElement, '处理问题');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入处理结果', {}, SLOW));
    await expect(handled).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '处理结果' }), '已安排师傅复查调试');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '问题已处理');
    await expect(handled).toHaveBeenCalledWith({ problemId: 1, result: '已安排师傅复查调试' });
    await expectDialogClosed(canvasElement, '处理问题');
  },
};

/**
 * An enterprise user sees their own problems (no enterprise column, no 处理: that is staff's code)
 * and reports one with its category; the report goes to their own enterprise.
 */
export const EnterpriseUserReports: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '师傅安装后门锁反锁不灵敏，客户要求复查');
    await expect(row.queryByRole('button', { name: named('处理') })).toBeNull();
    await expect(row.getByRole('button', { name: named('编辑') })).toBeVisible();
    await expect(page(canvasElement).queryByText('师傅迟到一小时且未提前告知')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('上报问题') }));
    const dialog = await dialogTitled(canvasElement, '上报问题');
    await chooseOption(dialog.getByRole('combobox', { name: '问题分类' }), '服务问题');
    await userEvent.type(dialog.getByRole('textbox', { name: '问题描述' }), '师傅未穿工服');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '问题已上报');
    await expect(reported).toHaveBeenCalledWith({
      enterpriseId: 1,
      orderNo: '',
      category: 'service',
      description: '师傅未穿工服',
    });
    await expectDialogClosed(canvasElement, '上报问题');
  },
};
