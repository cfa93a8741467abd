import { expectShown, named, page } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withLocation } from '../storySession';
import { FailScreen, SuccessScreen } from './ResultScreens';

const meta = {
  title: 'Console/Result/ResultScreens',
  component: SuccessScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: { ...consoleStoryParameters, route: '/result/success' },
} satisfies Meta<typeof SuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 成功: the outcome and the way home. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('操作成功'));
    await userEvent.click(screen.getByRole('button', { name: named('返回首页') }));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
};

/** 失败: the outcome, what to do, home and back. */
export const Fail: Story = {
  render: () => <FailScreen />,
  parameters: { route: '/result/fail' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('操作失败'));
    await expect(screen.getByText('请核对并修改信息后重新提交。')).toBeVisible();
    await expect(screen.getByRole('button', { name: named('返回上一页') })).toBeVisible();
  },
};
