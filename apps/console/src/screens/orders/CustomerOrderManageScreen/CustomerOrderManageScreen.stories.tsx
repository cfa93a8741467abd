import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, page, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CustomerOrderManageScreen from './CustomerOrderManageScreen';

const meta = {
  title: 'Console/Orders/CustomerOrderManageScreen',
  component: CustomerOrderManageScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
} satisfies Meta<typeof CustomerOrderManageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three tabs as a page: pending first, the recycle bin one click away. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('row', { name: /KH20240601/ }, SLOW));
    const tabs = screen.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await userEvent.click(tabs[2] as HTMLElement);
    await expectShown(screen.findByRole('row', { name: /KH20240605/ }, SLOW));
  },
};
