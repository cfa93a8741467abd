import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CancelListScreen from './CancelListScreen';

const calls = contract.order.order;
const listed = fn();

const meta = {
  title: 'Console/OrderPaths/CancelListScreen',
  component: CancelListScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() }, route: '/order/cancelList' },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(calls.cancelledList, listed));
    return withOrderRoutes();
  },
} satisfies Meta<typeof CancelListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, orderNo: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(orderNo) }, SLOW));

/** Who cancelled each order, when and why; a read-only list (no 恢复订单 here). */
export const WhoWhenWhy: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'GD2024060023');
    await expect(row.getByText('张企业')).toBeVisible();
    await expect(row.getByText('重复下单')).toBeVisible();
    await expect(row.getByText('2024-06-23 10:20:00')).toBeVisible();
    await expect(row.queryByRole('button', { name: named('恢复订单') })).toBeNull();
  },
};

/** Filters live in the URL: typing who cancelled and searching sends it and keeps it in the address. */
export const FilterByWhoCancelled: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'GD2024060023');
    const form = within(page(canvasElement).getByRole('search'));
    await userEvent.click(form.getByRole('button', { name: /展\s*开/ }));
    await userEvent.type(form.getByRole('textbox', { name: '取消人' }), '王派单');
    await userEvent.click(form.getByRole('button', { name: named('查询') }));
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ cancelBy: '王派单' })),
      SLOW,
    );
    await rowOf(canvasElement, 'GD202406005');
    await waitFor(
      () => expect(page(canvasElement).queryByRole('row', { name: /GD2024060023/ })).toBeNull(),
      SLOW,
    );
  },
};

/** Opened with the filter in the URL: it is sent at once. */
export const OpenedWithAFilter: Story = {
  parameters: { route: '/order/cancelList?orderNo=GD2024060023' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'GD2024060023' })),
      SLOW,
    );
    await rowOf(canvasElement, 'GD2024060023');
  },
};

/** Nothing cancelled: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.cancelledList)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
