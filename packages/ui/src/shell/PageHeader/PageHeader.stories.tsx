import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layouts/PageHeader',
  component: PageHeader,
  args: { title: '企业列表' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only a title: the page's main heading. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '企业列表' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Title, description, links, actions and tabs (spec 001 §2); tabs and links answer by keyboard. */
export const Full: Story = {
  args: {
    description: '管理锁企与电信公司的资料、合同、价格与设置。',
    links: [
      { label: '操作指引', href: '#guide' },
      { label: '导出记录', onClick: fn() },
    ],
    extra: <Button>新建企业</Button>,
    tabs: [
      { key: 'lock', label: '锁企' },
      { key: 'telecom', label: '电信公司' },
    ],
    activeTabKey: 'lock',
    onTabChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('管理锁企与电信公司的资料、合同、价格与设置。')).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: '相关链接' }));
    await expect(links.getByRole('link', { name: '操作指引' })).toHaveAttribute('href', '#guide');
    const exportLink = links.getByRole('button', { name: '导出记录' });
    exportLink.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.links?.[1]?.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '新建企业' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '电信公司' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('telecom');
  },
};

/** D1: the links' landmark is named in the chosen language. */
export const InPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  args: { links: [{ label: 'Guia', href: '#guide' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Links relacionados' })).toBeVisible();
  },
};
