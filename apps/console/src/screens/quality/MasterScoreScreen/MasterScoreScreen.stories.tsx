import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { dialogNamed, expectShown, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterScoreScreen from './MasterScoreScreen';

const { score } = contract.master;
const listed = fn();

const meta = {
  title: 'Console/Quality/MasterScoreScreen',
  component: MasterScoreScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/masterScore',
    user: storyUser('dispatcher', ['master:score:list']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(score.list, listed));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof MasterScoreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each master's score with the number of ratings, the best first and the unrated last; the formula above. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const ma = await rowOf(canvasElement, '马师傅');
    await expect(ma.getByText('5.0')).toBeVisible();
    const guo = await rowOf(canvasElement, '郭师傅');
    await expect(guo.getByText('4.7')).toBeVisible();
    await expect(guo.getByText('3')).toBeVisible();
    const deng = await rowOf(canvasElement, '邓师傅');
    await expect(deng.getByText('暂无评分')).toBeVisible();
    await expect(page(canvasElement).getByText(/评分 = 最近 20 条客户评价的平均星级/)).toBeVisible();
  },
};

/** 评分明细 shows the ratings behind the score, their average and the complaints' deduction. */
export const ScoreDetail: Story = {
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await userEvent.click(guo.getByRole('button', { name: named('评分明细') }));
    const drawer = await dialogNamed(canvasElement, '郭师傅 · 评分明细');
    await expectShown(drawer.findByText('4.67', {}, SLOW));
    await expect(drawer.getByText('最近 3 条（最多 20 条）')).toBeVisible();
    await expect(drawer.getByText('成立的投诉 0 条，扣 0.0 分')).toBeVisible();
    const ratings = within(drawer.getByRole('table', { name: '计入评分的评价' }));
    await expect(ratings.getByText('GD2024050007')).toBeVisible();
    await expect(ratings.getByText('非常专业，现场收拾得很干净')).toBeVisible();
  },
};

/** The URL's score range is sent; masters outside it do not show. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/master/masterScore?minScore=4.5' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ minScore: '4.5' })),
      SLOW,
    );
    await rowOf(canvasElement, '马师傅');
    await expect(page(canvasElement).queryByText('胡师傅')).toBeNull();
    await expect(page(canvasElement).queryByText('邓师傅')).toBeNull();
  },
};

/** The list cannot be loaded: the server's message with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(score.list, '最低评分不能高于最高评分')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('最低评分不能高于最高评分', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
