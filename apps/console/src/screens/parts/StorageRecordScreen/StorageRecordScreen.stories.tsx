import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { page, recording, rowOf, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import StorageRecordScreen from './StorageRecordScreen';

const calls = contract.enterprise.storageRecord;
const listed = fn();

const meta = {
  title: 'Console/Parts/StorageRecordScreen',
  component: StorageRecordScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/storageRecord',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: () => {
    listed.mockClear();
    return signInAs('admin');
  },
} satisfies Meta<typeof StorageRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The direction filter comes from the URL: the purchase in, its supplier and the balance after it. */
export const InFromUrl: Story = {
  parameters: { route: '/enterprise/storageRecord?direction=in' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ direction: 'in' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '采购入库');
    await expect(row.getByText('东莞精工锁芯有限公司')).toBeVisible();
    await expect(row.getByText('入库')).toBeVisible();
    await expect(page(canvasElement).queryByText('订单领用')).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: /导出/ })).toBeVisible();
  },
};

/** No move matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
