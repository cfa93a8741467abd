import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToast, fileInputOf, named, PIXEL_PNG, pictureFile } from '../../testing/storyKit';
import { DemandPictureUpload } from './DemandPictureUpload';

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/DemandPictureUpload',
  component: DemandPictureUpload,
  args: {
    typeName: '开单要求',
    pictures: [{ path: 'enterprise/1/demand-door.jpg', url: PIXEL_PNG }],
    upload: fn(async (file: File) => ({ path: `enterprise/2024/06/${file.name}`, url: PIXEL_PNG })),
    editable: true,
    onSubmit: fn(),
  },
} satisfies Meta<typeof DemandPictureUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An uploaded picture joins the saved one; submit sends both paths. */
export const UploadAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('开单要求示例图')).toBeVisible();
    await userEvent.upload(fileInputOf(canvasElement), pictureFile('door.png'));
    await expectToast(canvasElement, '上传成功');
    await userEvent.click(canvas.getByRole('button', { name: '提交图片' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      'enterprise/1/demand-door.jpg',
      'enterprise/2024/06/door.png',
    ]);
  },
};

/** An upload the server refuses says 上传失败 and adds nothing. */
export const UploadFails: Story = {
  args: { upload: fn(async (_file: File) => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), pictureFile('door.png'));
    await expectToast(canvasElement, '上传失败');
    await userEvent.click(canvas.getByRole('button', { name: '提交图片' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(['enterprise/1/demand-door.jpg']);
  },
};

/** Read-only: the pictures only. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '图片 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: named('提交图片') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};
