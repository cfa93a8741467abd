import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, named } from '../../testing/storyKit';
import { DemandAddForm } from './DemandAddForm';

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/DemandAddForm',
  component: DemandAddForm,
  args: { typeName: '开单要求', onSubmit: fn(async () => true) },
} satisfies Meta<typeof DemandAddForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 001 §5: an empty (or blank) requirement says 要求不能为空！ and is not sent. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '新增开单要求' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: named('提交') }));
    await expectToast(canvasElement, '要求不能为空！');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A requirement is sent trimmed and the textarea empties once it was added. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '新增开单要求' });
    await expect(textarea).toHaveAttribute('placeholder', '请输入开单要求');
    await userEvent.type(textarea, ' 需拍摄门框 ');
    await userEvent.click(canvas.getByRole('button', { name: named('提交') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('需拍摄门框');
    await waitFor(() => expect(textarea).toHaveValue(''));
  },
};

/** A refused add keeps the text for another try. */
export const RefusedKeepsText: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '新增开单要求' });
    await userEvent.type(textarea, '需拍摄门框');
    await userEvent.click(canvas.getByRole('button', { name: named('提交') }));
    await expect(textarea).toHaveValue('需拍摄门框');
  },
};
