import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LAYOUT_SETTINGS_DEFAULTS, type LayoutSettings } from '../../providers/layoutSettings';
import { SettingDrawer, type SettingDrawerProps } from './SettingDrawer';

/** Keeps the settings as the app's settings store would, and reports each change to the spy. */
function StatefulSettingDrawer(args: SettingDrawerProps) {
  const [value, setValue] = useState<LayoutSettings>(args.value);
  return (
    <SettingDrawer
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Layouts/SettingDrawer',
  component: SettingDrawer,
  render: (args) => <StatefulSettingDrawer {...args} />,
  args: { value: LAYOUT_SETTINGS_DEFAULTS, onChange: fn(), onOpenChange: fn(), defaultOpen: true },
} satisfies Meta<typeof SettingDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: the 设置 handle at the right edge opens the drawer with the defaults of spec 000 §9. */
export const Default: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: '设置' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const drawer = within(await body.findByRole('dialog', { name: '设置' }));
    await expect(drawer.getByRole('radio', { name: '暗色菜单风格' })).toBeChecked();
    await expect(drawer.getByRole('button', { name: '拂晓蓝（默认）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(drawer.getByRole('radio', { name: '侧边菜单布局' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: '流式' })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: '固定 Header' })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: '色弱模式' })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: '多页签模式' })).toBeChecked();
  },
};

/** Every control reports the whole new settings; multi-tab off gives `multiTab: false`. */
export const ChangingValues: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '设置' }));
    await userEvent.click(drawer.getByRole('switch', { name: '多页签模式' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...LAYOUT_SETTINGS_DEFAULTS, multiTab: false });
    await userEvent.click(drawer.getByRole('radio', { name: '亮色菜单风格' }));
    await userEvent.click(drawer.getByRole('button', { name: '酱紫' }));
    await userEvent.click(drawer.getByRole('radio', { name: '定宽' }));
    await userEvent.click(drawer.getByRole('switch', { name: '下滑时隐藏 Header' }));
    await userEvent.click(drawer.getByRole('switch', { name: '色弱模式' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...LAYOUT_SETTINGS_DEFAULTS,
      multiTab: false,
      navTheme: 'light',
      primaryColor: '#722ED1',
      contentWidth: 'Fixed',
      autoHideHeader: true,
      colorWeak: true,
    });
    await expect(drawer.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Auto-hide needs a fixed header, a fixed sidebar needs the side menu: otherwise they are off limits. */
export const DependentSettings: Story = {
  args: { value: { ...LAYOUT_SETTINGS_DEFAULTS, fixedHeader: false, layout: 'top' } },
  play: async ({ canvasElement }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '设置' }));
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();
    await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
    await userEvent.click(drawer.getByRole('switch', { name: '固定 Header' }));
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeEnabled();
  },
};

/** Spec 001 §8: 拷贝设置 puts the settings on the clipboard as JSON and says 复制完毕. */
export const CopySucceeded: Story = {
  beforeEach() {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const drawer = within(await body.findByRole('dialog', { name: '设置' }));
    await userEvent.click(drawer.getByRole('button', { name: '拷贝设置' }));
    const notice = await body.findByText('复制完毕');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      JSON.stringify(LAYOUT_SETTINGS_DEFAULTS, null, 2),
    );
  },
};

/** Spec 001 §8: a refused clipboard says 复制失败. */
export const CopyFailed: Story = {
  beforeEach() {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const drawer = within(await body.findByRole('dialog', { name: '设置' }));
    await userEvent.click(drawer.getByRole('button', { name: '拷贝设置' }));
    const notice = await body.findByText('复制失败');
    await waitFor(() => expect(notice).toBeVisible());
  },
};

/** The drawer closes with Escape and the handle comes back. */
export const ClosingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await body.findByRole('dialog', { name: '设置' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.getByRole('button', { name: '设置' })).toBeVisible());
  },
};

/** D1: the drawer in English. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: 'Settings' }));
    await userEvent.click(drawer.getByRole('switch', { name: 'Multi-tab mode' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ multiTab: false }));
    await expect(drawer.getByRole('button', { name: 'Copy settings' })).toBeVisible();
  },
};
