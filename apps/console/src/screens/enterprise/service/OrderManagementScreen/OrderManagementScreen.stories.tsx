import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { page, recording, rowOf, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import OrderManagementScreen from './OrderManagementScreen';

const listed = fn();

const meta = {
  title: 'Console/Enterprise/OrderManagementScreen',
  component: OrderManagementScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/orderManagement',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.enterprise.orderManagement.list, listed));
    return signInAs('admin');
  },
} satisfies Meta<typeof OrderManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Staff see every enterprise's orders counted by state; a count opens the order list filtered by the
 * enterprise and the state (not a second list of orders).
 */
export const StaffCountsOpenTheOrderList: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    const toDispatch = row.getByRole('link', { name: '深圳安居智能锁业有限公司 3' });
    await expect(toDispatch.getAttribute('href')).toMatch(/\?enterpriseId=1&orderStatus=toDispatch$/);
    // Under way and finished (4 each) have no single state of the list: plain figures.
    await expect(row.getAllByText('4')).toHaveLength(2);
    await expect(row.queryByRole('link', { name: '深圳安居智能锁业有限公司 4' })).toBeNull();
    await expect(page(canvasElement).getByText('中国电信股份有限公司杭州分公司')).toBeVisible();
  },
};

/** The enterprise filter comes from the URL; the server answers that enterprise only. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/enterprise/orderManagement?enterpriseId=2' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '2' })),
      SLOW,
    );
    await rowOf(canvasElement, '中国电信股份有限公司杭州分公司');
    await expect(page(canvasElement).queryByText('深圳安居智能锁业有限公司')).toBeNull();
  },
};
