import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { dialogNamed, page, recording, rowOf, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import EnterpriseQueryScreen from './EnterpriseQueryScreen';

const queried = fn();

const meta = {
  title: 'Console/Enterprises/EnterpriseQueryScreen',
  component: EnterpriseQueryScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/enterpriseQuery',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    queried.mockClear();
    msw.use(recording(contract.enterprise.query.list, queried));
  },
} satisfies Meta<typeof EnterpriseQueryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters in the URL (type and star) go to /enterprise/query/list and show in the form. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/enterprise/enterpriseQuery?types=1&enterpriseStar=2' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(queried).toHaveBeenCalledWith(expect.objectContaining({ types: '1', enterpriseStar: '2' })),
      SLOW,
    );
    await expect(page(canvasElement).getByRole('button', { name: /收\s*起/ })).toBeVisible();
  },
};

/** The name opens the details dialog read-only, even for the administrator: a lookup changes nothing. */
export const OpensTheDialogReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await userEvent.click(row.getByRole('button', { name: '深圳安居智能锁业有限公司' }));
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await waitFor(
      () => expect(dialog.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'),
      SLOW,
    );
    await expect(dialog.getByLabelText('企业名称')).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('button', { name: /提\s*交/ })).toBeNull();
  },
};

/** Nothing matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(contract.enterprise.query.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
