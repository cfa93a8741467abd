import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToast, fileInputOf, PIXEL_PNG, pictureFile } from '../../testing/storyKit';
import { PictureUpload, type PictureUploadProps } from './PictureUpload';
import {
  expectPictureShown,
  STORY_TOKEN,
  type StoredFileRequest,
  storedPictureHandler,
  withSignedInClient,
} from './storedPictureStoryKit';
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

/** What the story's server was asked for, story by story. */
const seen: StoredFileRequest[] = [];

const meta = {
  title: 'EnterpriseDetailsDialog/PictureUpload',
  component: PictureUpload,
  decorators: [withSignedInClient],
  args: {
    value: [{ path: 'enterprise/1/barcode-1.png' }],
    onChange: fn(),
    upload: fn(async (file: File) => ({ path: `enterprise/2024/06/${file.name}` })),
    max: 2,
    label: '上传',
  },
  parameters: { msw: { handlers: [storedPictureHandler(seen)] } },
  beforeEach: () => {
    seen.length = 0;
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PictureUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An upload reports 上传成功 and adds the stored path; at the limit the button disappears. The fresh
 * picture shows like the saved one: fetched with the token in the header, never in an image URL.
 */
export const UploadToTheLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectPictureShown(await canvas.findByRole('img', { name: '图片 1' }));
    await userEvent.upload(fileInputOf(canvasElement), pictureFile('second.png'));
    await expectToast(canvasElement, '上传成功');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { path: 'enterprise/1/barcode-1.png' },
      { path: 'enterprise/2024/06/second.png' },
    ]);
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
    await expectPictureShown(await canvas.findByRole('img', { name: '图片 2' }));
    await expect(
      seen.map(({ url, token }) => ({ query: Object.fromEntries(new URL(url).searchParams), token })),
    ).toEqual([
      { query: { fileName: 'enterprise/1/barcode-1.png' }, token: STORY_TOKEN },
      { query: { fileName: 'enterprise/2024/06/second.png' }, token: STORY_TOKEN },
    ]);
  },
};

/** The eye icon previews the picture in the page, from the same loaded file. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnail = await canvas.findByRole('img', { name: '图片 1' });
    await expectPictureShown(thumbnail);
    await userEvent.click(canvas.getByRole('link', { name: '预览文件' }));
    const shown = await within(document.body).findAllByRole('img', { name: '图片 1' });
    const preview = shown.find((image) => image !== thumbnail && image.checkVisibility());
    if (preview === undefined) throw new Error('no preview shown');
    await expectPictureShown(preview);
    await expect(preview.getAttribute('src')).toBe(thumbnail.getAttribute('src'));
    await expect(seen).toHaveLength(1);
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
    await expectPictureShown(await canvas.findByRole('img', { name: '图片 1' }));
    await expect(canvas.queryByRole('button', { name: /删除文件|remove/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};

/** An absolute link is shown as it is, without asking the server. */
export const AbsoluteLink: Story = {
  args: { value: [{ path: PIXEL_PNG }] },
  play: async ({ canvasElement }) => {
    await expectPictureShown(await within(canvasElement).findByRole('img', { name: '图片 1' }));
    await expect(seen).toEqual([]);
  },
};
