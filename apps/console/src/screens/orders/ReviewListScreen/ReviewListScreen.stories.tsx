import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { expectVisibleText } from '../storyHelpers';
import ReviewListScreen from './ReviewListScreen';

const calls = contract.order.customer;
const listed = fn();
const sent = fn();

const meta = {
  title: 'Console/Orders/ReviewListScreen',
  component: ReviewListScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() }, route: '/order/reviewList' },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    sent.mockClear();
    msw.use(recording(calls.selectOrderList, listed), recording(calls.sendOrder, sent));
  },
} satisfies Meta<typeof ReviewListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, no: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(no) }, SLOW));

/** Only pending customer orders are asked for; one is converted after its confirmation. */
export const ConvertOne: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'KH20240601');
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ status: '0' }));
    await userEvent.click(row.getByRole('button', { name: named('转为订单') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith([1]), SLOW);
    await expectVisibleText(canvasElement.ownerDocument.body, '下单成功');
  },
};

/** Batch: nothing selected says 请选择订单 and sends nothing; two selected are sent together. */
export const ConvertSelected: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await rowOf(canvasElement, 'KH20240602');
    await userEvent.click(screen.getByRole('button', { name: named('批量转为订单') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请选择订单');
    await expect(sent).not.toHaveBeenCalled();
    await userEvent.click((await rowOf(canvasElement, 'KH20240601')).getByRole('checkbox'));
    await userEvent.click((await rowOf(canvasElement, 'KH20240602')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: named('批量转为订单') }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith([1, 2]), SLOW);
    await expectVisibleText(canvasElement.ownerDocument.body, '下单成功');
  },
};

/** Filters from the URL go to the server with the pending status. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/order/reviewList?customerName=%E9%BB%84' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ customerName: '黄', status: '0' })),
      SLOW,
    );
    await rowOf(canvasElement, 'KH20240602');
  },
};
