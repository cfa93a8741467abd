import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import FeedbackScreen from './FeedbackScreen';

const { feedback } = contract.order;
const listed = fn();
const added = fn();

const meta = {
  title: 'Console/Quality/FeedbackScreen',
  component: FeedbackScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/order/feedback',
    user: storyUser('dispatcher', [
      'order:feedback:list',
      'order:feedback:add',
      'order:feedback:export',
      'master:score:list',
    ]),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    added.mockClear();
    msw.use(recording(feedback.list, listed), recording(feedback.add, added));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ratings with their order, master, stars (named by their count) and comment; 记录评价 and 导出 for the codes' holder. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD2024050008');
    await expect(row.getByText('胡师傅')).toBeVisible();
    await expect(row.getByRole('img', { name: '2 星' })).toBeVisible();
    await expect(row.getByText('迟到一个多小时，也没有提前打电话')).toBeVisible();
    const unrated = await rowOf(canvasElement, 'GD2024050004');
    await expect(unrated.getByText('（未填写）')).toBeVisible();
    const screen = page(canvasElement);
    await expect(screen.getByRole('button', { name: named('记录评价') })).toBeVisible();
    await expect(screen.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  },
};

/** The URL's filters (a master, the stars) are sent, and only the matching ratings show. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/order/feedback?masterId=1&stars=5' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ masterId: '1', stars: '5' })),
      SLOW,
    );
    await rowOf(canvasElement, 'GD2024050007');
    const screen = page(canvasElement);
    await expect(screen.getByText('GD2024050001')).toBeVisible();
    await expect(screen.queryByText('GD2024050004')).toBeNull();
    await expect(screen.queryByText('GD2024050008')).toBeNull();
  },
};

/** 记录评价: the order and the stars are required, a low rating needs a comment; then the rating is recorded. */
export const RecordARating: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('记录评价') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '记录客户评价');
    await userEvent.click(dialog.getByRole('button', { name: named('记录评价') }));
    await expectShown(dialog.findByText('请输入工单号', {}, SLOW));
    await expectShown(dialog.findByText('请选择评分'));
    await userEvent.type(dialog.getByRole('textbox', { name: '工单号' }), 'GD202406004');
    await userEvent.click(dialog.getByRole('radio', { name: '2 星 · 不满意' }));
    await userEvent.click(dialog.getByRole('button', { name: named('记录评价') }));
    await expectShown(dialog.findByText('两星及以下的评价请填写评价内容', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: '4 星 · 满意' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '评价内容' }), '安装整洁');
    await userEvent.click(dialog.getByRole('button', { name: named('记录评价') }));
    await expectToast(canvasElement, '评价已记录');
    await expect(added).toHaveBeenCalledWith({ orderNo: 'GD202406004', stars: 4, comment: '安装整洁' });
  },
};

/** The server refuses (the order is not completed): its message shows and the dialog keeps what was typed. */
export const RecordRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      businessErrorHandler(feedback.add, '订单 GD202406001 尚未完工，不能评价（师傅完工后才能记录客户评价）'),
    ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('记录评价') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '记录客户评价');
    await userEvent.type(dialog.getByRole('textbox', { name: '工单号' }), 'GD202406001');
    await userEvent.click(dialog.getByRole('radio', { name: '5 星 · 非常满意' }));
    await userEvent.click(dialog.getByRole('button', { name: named('记录评价') }));
    await expectToast(canvasElement, '订单 GD202406001 尚未完工，不能评价（师傅完工后才能记录客户评价）');
    await expect(dialog.getByRole('textbox', { name: '工单号' })).toHaveValue('GD202406001');
  },
};
