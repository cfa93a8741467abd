import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LAYOUT_SETTINGS_DEFAULTS, type LayoutSettings } from '../../providers/layoutSettings';
import { LayoutSettingsControls, type LayoutSettingsControlsProps } from './LayoutSettingsControls';

/** Keeps the settings as a form would, and reports each change to the spy. */
function StatefulControls(args: LayoutSettingsControlsProps) {
  const [value, setValue] = useState<LayoutSettings>(args.value);
  return (
    <LayoutSettingsControls
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Layouts/LayoutSettingsControls',
  component: LayoutSettingsControls,
  render: (args) => (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <StatefulControls {...args} />
    </div>
  ),
  args: { value: LAYOUT_SETTINGS_DEFAULTS, onChange: fn() },
} satisfies Meta<typeof LayoutSettingsControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the drawer (the account's preferences screen, D28): the same controls, each reporting the whole settings. */
export const OnAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '顶部菜单布局' }));
    await expect(canvas.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '极光绿' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...LAYOUT_SETTINGS_DEFAULTS,
      layout: 'top',
      primaryColor: '#52C41A',
    });
  },
};
