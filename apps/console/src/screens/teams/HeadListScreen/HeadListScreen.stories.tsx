import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import HeadListScreen from './HeadListScreen';

const listed = fn();

const meta = {
  title: 'Console/Teams/HeadListScreen',
  component: HeadListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/headList',
    user: storyUser('dispatcher', ['master:master:list']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.master.head.list, listed));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof HeadListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each head with the team, its members, its open orders and the head's regions. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const luohu = await rowOf(canvasElement, '罗湖二队');
    await expect(luohu.getByText('彭师傅')).toBeVisible();
    await expect(luohu.getByText('广东省 深圳市 罗湖区')).toBeVisible();
    await expect(luohu.getByText('在岗')).toBeVisible();
    const nanshan = await rowOf(canvasElement, '南山一队');
    await expect(nanshan.getByText('6')).toBeVisible();
  },
};

/** Filters come from the URL (a link or a reload keeps them) and go to the server. */
export const FilteredByLink: Story = {
  parameters: { route: '/master/headList?teamName=罗湖&state=active' },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '罗湖二队');
    await waitFor(() =>
      expect(listed).toHaveBeenCalledWith(expect.objectContaining({ teamName: '罗湖', state: 'active' })),
    );
    await expect(page(canvasElement).getByRole('textbox', { name: '团队名称' })).toHaveValue('罗湖');
  },
};

/** No team yet: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(contract.master.head.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
