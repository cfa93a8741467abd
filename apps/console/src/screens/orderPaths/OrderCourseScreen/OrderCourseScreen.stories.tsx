import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisibleText, FIELD_ERROR, withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OrderCourseScreen from './OrderCourseScreen';

const calls = contract.order.order;
const asked = fn();

const meta = {
  title: 'Console/OrderPaths/OrderCourseScreen',
  component: OrderCourseScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() }, route: '/order/orderCourse' },
  beforeEach: ({ msw }) => {
    asked.mockClear();
    msw.use(recording(calls.course, asked));
    return withOrderRoutes();
  },
} satisfies Meta<typeof OrderCourseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: the prompt; an empty number is caught before anything is sent. */
export const Prompt: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(/输入订单编号，查看订单的每一步/, {}, SLOW),
    ).toBeVisible();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('查询') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请输入订单编号', FIELD_ERROR);
    await expect(asked).not.toHaveBeenCalled();
  },
};

/** Searching by number shows the order and every step with its time, who and remark. */
export const SearchByNumber: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: '订单编号' }, SLOW), 'GD202406002');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() => expect(asked).toHaveBeenCalledWith({ orderNo: 'GD202406002' }), SLOW);
    const steps = within(await screen.findByRole('table', { name: '订单进度' }, SLOW));
    await expect(await steps.findByRole('row', { name: /创建/ }, SLOW)).toBeVisible();
    await expect(steps.getByRole('row', { name: /张企业/ })).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      '/order/orderDetails?orderId=2',
    );
  },
};

/** Another enterprise's order or an unknown number: the server's answer, nothing else shown. */
export const NotFound: Story = {
  parameters: { route: '/order/orderCourse?orderNo=GD-NONE' },
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.course, '订单 GD-NONE 不存在')),
  play: async ({ canvasElement }) => {
    await expectVisibleText(canvasElement.ownerDocument.body, '没有找到订单 GD-NONE');
    await expectVisibleText(canvasElement.ownerDocument.body, '订单 GD-NONE 不存在');
    await expect(page(canvasElement).queryByRole('table', { name: '订单进度' })).toBeNull();
  },
};
