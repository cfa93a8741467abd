import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Greeting } from './Greeting';

const meta = {
  title: 'Shell/Greeting',
  component: Greeting,
  args: { name: '张三' },
} satisfies Meta<typeof Greeting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** D8 at its boundaries: each story names the hour that decides the period. */
export const Morning: Story = {
  args: { hour: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '早上好，张三' })).toBeVisible();
  },
};

export const Forenoon: Story = {
  args: { hour: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '上午好，张三' })).toBeVisible();
  },
};

export const Noon: Story = {
  args: { hour: 13 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '中午好，张三' })).toBeVisible();
  },
};

export const Afternoon: Story = {
  args: { hour: 19 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '下午好，张三' })).toBeVisible();
  },
};

export const Evening: Story = {
  args: { hour: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '晚上好，张三' })).toBeVisible();
  },
};

export const WithoutName: Story = {
  args: { hour: 10, name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '上午好' })).toBeVisible();
  },
};

export const InEnglish: Story = {
  args: { hour: 20 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Good evening, 张三' })).toBeVisible();
  },
};
