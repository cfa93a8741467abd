import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  dialogTitled,
  expectDialogClosed,
  expectShown,
  failingOnce,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withCustomerBusinessRoutes } from '../storyRoutes';
import CustomerInfoScreen from './CustomerInfoScreen';

const calls = contract.order.customerInfo;
const noted = fn();

const meta = {
  title: 'Console/CustomerBusiness/CustomerInfoScreen',
  component: CustomerInfoScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/customerInfoOrder',
    // The dispatch supervisor: reads the customers and writes the note.
    user: { userId: 2, userType: '01', buttons: ['order:custinfo:list', 'order:custinfo:note'] },
  },
  beforeEach: ({ msw }) => {
    noted.mockClear();
    msw.use(recording(calls.note, noted));
    return withCustomerBusinessRoutes();
  },
} satisfies Meta<typeof CustomerInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A returning customer with the counts and the note; 订单记录 opens their orders, newest first. */
export const CustomerHistory: Story = {
  play: async ({ canvasElement }) => {
    const liu = await rowOf(canvasElement, '刘女士');
    await expect(liu.getByText('共 3 单')).toBeVisible();
    await expect(liu.getByText('老客户，偏好周末上门，上门前请先电话确认')).toBeVisible();
    await userEvent.click(liu.getByRole('button', { name: named('订单记录') }));
    const drawer = await dialogNamed(canvasElement, '刘女士（13700000021）的订单记录');
    const table = await drawer.findByRole('table', { name: '订单记录' }, SLOW);
    await expectShown(within(table).findByText('GD20240618000031', {}, SLOW));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** 备注 writes the staff note; the dialog closes once saved. */
export const WriteNote: Story = {
  play: async ({ canvasElement }) => {
    const chen = await rowOf(canvasElement, '陈先生');
    await userEvent.click(chen.getByRole('button', { name: named('备注') }));
    const dialog = await dialogTitled(canvasElement, '客户备注：陈先生');
    await userEvent.type(dialog.getByRole('textbox', { name: '平台备注' }), '只接受上午上门');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(noted).toHaveBeenCalledWith({ customerMobile: '13700000022', note: '只接受上午上门' }),
    );
    await expectDialogClosed(canvasElement, '客户备注：陈先生');
  },
};

/** Without the note code only 订单记录 shows; a failed load says so and 重试 brings the rows. */
export const ReadOnlyAfterAFailure: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['order:custinfo:list'] } },
  beforeEach: ({ msw }) => msw.use(failingOnce(calls.list)),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('服务暂时不可用', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('重试') }));
    const zhao = await rowOf(canvasElement, '赵女士');
    await expect(zhao.getByRole('button', { name: named('订单记录') })).toBeVisible();
    await expect(zhao.queryByRole('button', { name: named('备注') })).toBeNull();
  },
};
