import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExceptionPage } from './ExceptionPage';

const meta = {
  title: 'Shell/ExceptionPage',
  component: ExceptionPage,
  args: { status: 404, onBackHome: fn() },
} satisfies Meta<typeof ExceptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(canvas.getByText('无权访问')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
  },
};

/** D12: also what any screen the spec only names renders. */
export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.getByText('页面不存在或仍在开发中')).toBeVisible();
    // Keyboard: the button is reachable with Tab and pressed with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '500' })).toBeVisible();
    await expect(canvas.getByText('服务器出错了')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toBeEnabled();
  },
};

export const NotFoundInEnglish: Story = {
  args: { status: 404 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This page does not exist or is still being built')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toBeVisible();
  },
};

export const ForbiddenInTraditionalChinese: Story = {
  args: { status: 403 },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('無權存取')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回首頁' })).toBeVisible();
  },
};

export const ServerErrorInPortuguese: Story = {
  args: { status: 500 },
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ocorreu um erro no servidor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar ao início' })).toBeVisible();
  },
};
