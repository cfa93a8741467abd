import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import AccountCenterScreen from './AccountCenterScreen';

const meta = {
  title: 'Console/Account/AccountCenterScreen',
  component: AccountCenterScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
} satisfies Meta<typeof AccountCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in user's profile and recent logins, dates as 000 §9. */
export const ProfileAndLogins: Story = {
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('登录账号', {}, SLOW));
    const logins = await page(canvasElement).findByRole('table', { name: '最近登录' }, SLOW);
    await expectShown(within(logins).findByText('2024-06-03 08:30:00', {}, SLOW));
  },
};

/** The profile does not load: the server's message and a retry. */
export const ProfileFailed: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.stuff.stuff.getuser, '用户服务暂不可用')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('用户服务暂不可用', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
