import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { signInWithOrderScreens } from '../storySession';
import ThirdOrderDetailsScreen from './ThirdOrderDetailsScreen';

const meta = {
  title: 'Console/ThirdOrders/ThirdOrderDetailsScreen',
  component: ThirdOrderDetailsScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/order/thirdOrderDetails?thirdOrderId=2',
    user: storyUser('dispatcher', ['order:third:list']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: () => signInWithOrderScreens('dispatcher'),
} satisfies Meta<typeof ThirdOrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the channel sent, the order it became with its state and course, and the link to 订单详情. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('JD20240615002', {}, SLOW));
    await expect(screen.getByText('郑先生')).toBeVisible();
    await expect(screen.getByText('GD202406150022')).toBeVisible();
    await expect(screen.getByText('已派单')).toBeVisible();
    await expect(screen.getByText('第三方导入：京东 JD20240615002')).toBeVisible();
    await expect(screen.getByText('派单给 郭师傅')).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看工单详情' })).toHaveAttribute(
      'href',
      expect.stringMatching(/orderDetails\?orderId=22$/),
    );
  },
};

/** Without an id in the URL the screen says so and offers the way back. */
export const Missing: Story = {
  parameters: { route: '/order/thirdOrderDetails' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('未指定第三方订单', {}, SLOW));
    await expect(screen.getByRole('button', { name: '返回列表' })).toBeVisible();
  },
};
