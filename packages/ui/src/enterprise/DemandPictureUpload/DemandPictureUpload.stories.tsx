import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToast, fileInputOf, named, pictureFile } from '../../testing/storyKit';
import {
  expectPictureShown,
  pictureUploadHandler,
  STORY_TOKEN,
  type StoredFileRequest,
  storedPictureHandler,
  withSignedInClient,
} from '../../widgets/PictureUpload/storedPictureStoryKit';
import { usePictureLinks, usePictureUpload } from '../../widgets/PictureUpload/usePictureUpload';
import { DemandPictureUpload, type DemandPictureUploadProps } from './DemandPictureUpload';

/** What the story's server was asked for, story by story. */
const seen: StoredFileRequest[] = [];

/**
 * The component as the requirement tabs use it: saved pictures through `usePictureLinks`, uploads
 * through the real `/dfs/upload` call.
 */
function WithRealUpload({ pictures, ...props }: DemandPictureUploadProps) {
  const upload = usePictureUpload();
  const linksOf = usePictureLinks();
  return (
    <DemandPictureUpload {...props} pictures={linksOf(pictures.map(({ path }) => path))} upload={upload} />
  );
}

const meta = {
  title: 'EnterpriseDetailsDialog/Settings/DemandPictureUpload',
  component: DemandPictureUpload,
  decorators: [withSignedInClient],
  args: {
    typeName: '开单要求',
    pictures: [{ path: 'enterprise/1/demand-door.jpg' }],
    upload: fn(async (file: File) => ({ path: `enterprise/2024/06/${file.name}` })),
    editable: true,
    onSubmit: fn(),
  },
  parameters: { msw: { handlers: [storedPictureHandler(seen), pictureUploadHandler()] } },
  beforeEach: () => {
    seen.length = 0;
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

/**
 * Issue 15 item 1: a picture uploaded through the real `/dfs/upload` call shows at once (it showed
 * as a broken image, its thumbnail asking the server's `url` without the token), and its preview
 * too; no image URL carries the token: the file is fetched with the token in the header.
 */
export const FreshUploadShowsAtOnce: Story = {
  render: (args) => <WithRealUpload {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectPictureShown(await canvas.findByRole('img', { name: '图片 1' }));
    await userEvent.upload(fileInputOf(canvasElement), pictureFile('door.png'));
    await expectToast(canvasElement, '上传成功');
    const fresh = await canvas.findByRole('img', { name: '图片 2' });
    await expectPictureShown(fresh);
    await userEvent.click(canvas.getAllByRole('link', { name: '预览文件' })[1] as HTMLElement);
    const shown = await within(document.body).findAllByRole('img', { name: '图片 2' });
    const preview = shown.find((image) => image !== fresh && image.checkVisibility());
    if (preview === undefined) throw new Error('no preview shown');
    await expectPictureShown(preview);
    await expect(seen.every(({ url, token }) => token === STORY_TOKEN && !url.includes('token='))).toBe(true);
    await expect(seen.map(({ url }) => new URL(url).searchParams.get('fileName'))).toEqual([
      'enterprise/1/demand-door.jpg',
      'enterprise/2026/11/door.png',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '提交图片' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      'enterprise/1/demand-door.jpg',
      'enterprise/2026/11/door.png',
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
    await expectPictureShown(await canvas.findByRole('img', { name: '图片 1' }));
    await expect(canvas.queryByRole('button', { name: named('提交图片') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '上传' })).toBeNull();
  },
};
