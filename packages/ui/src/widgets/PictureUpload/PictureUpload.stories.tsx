import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToast, fileInputOf, PIXEL_PNG, pictureFile } from '../../testing/storyKit';
import { PictureUpload, type PictureUploadProps } from './PictureUpload';
import type { StoredPicture } from './usePictureUpload';

function Controlled(props: PictureUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PictureUpload
      {...props}
      value={value}
      onChange={(next: StoredPicture[]) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'EnterpriseDetailsDialog/PictureUpload',
  component: PictureUpload,
  args: {
    value: [{ path: 'enterprise/1/barcode-1.png', url: PIXEL_PNG }],
    onChange: fn(),
    upload: fn(async (file: File) => ({ path: `enterprise/2024/06/${file.name}`, url: PIXEL_PNG })),
    max: 2,
    label: '上传',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PictureUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An upload reports 上传成功 and adds the stored path; at the limit the button disappears. */
export const UploadToTheLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), pictureFile('second.png'));
    await expectToast(canvasElement, '上传成功');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { path: 'enterprise/1/barcode-1.png', url: PIXEL_PNG },
      { path: 'enterprise/2024/06/second.png', url: PIXEL_PNG },
    ]);
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};

/** Removing a picture hands back the others. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /删除文件|remove/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '图片 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /删除文件|remove/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};
