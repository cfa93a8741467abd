import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterQueryScreen from './MasterQueryScreen';

const { query } = contract.master;
const listed = fn();

const meta = {
  title: 'Console/Quality/MasterQueryScreen',
  component: MasterQueryScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/masterQuery',
    user: storyUser('dispatcher', ['master:master:list']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(query.list, listed));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof MasterQueryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masters with skills, regions, state, team, score and open orders; read only (no ID card, no action). */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await expect(guo.getByText('广东省')).toBeVisible();
    await expect(guo.getByText('4.7')).toBeVisible();
    // The last cell: open orders.
    await expect(guo.getAllByRole('cell').at(-1)).toHaveTextContent(/^4$/);
    const xu = await rowOf(canvasElement, '许师傅');
    await expect(xu.getByText('离岗')).toBeVisible();
    await expect(xu.getByText('暂无评分')).toBeVisible();
    const screen = page(canvasElement);
    await expect(screen.queryByRole('columnheader', { name: /身份证/ })).toBeNull();
    await expect(screen.queryByRole('columnheader', { name: named('操作') })).toBeNull();
  },
};

/** The URL's filters (state, a score range) are sent; only the masters within them show. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/master/masterQuery?state=active&minScore=4' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ state: 'active', minScore: '4' })),
      SLOW,
    );
    await rowOf(canvasElement, '马师傅');
    await expect(page(canvasElement).queryByText('胡师傅')).toBeNull();
    await expect(page(canvasElement).queryByText('许师傅')).toBeNull();
  },
};

/** The server refuses the search: its message with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(query.list, '最低评分不能高于最高评分')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('最低评分不能高于最高评分', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
