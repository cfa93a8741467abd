import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlankLayout } from './BlankLayout';

const meta = {
  title: 'Layouts/BlankLayout',
  component: BlankLayout,
} satisfies Meta<typeof BlankLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the route view: no menu, header or footer around it. */
export const RouteViewOnly: Story = {
  args: {
    children: (
      <main>
        <h1>注册结果</h1>
        <p>注册成功，请等待审核。</p>
      </main>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '注册结果' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};
