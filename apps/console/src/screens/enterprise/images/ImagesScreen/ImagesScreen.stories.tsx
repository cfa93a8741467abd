import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, routeOf } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  fileInputOf,
  named,
  PIXEL_PNG,
  page,
  pictureFile,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import ImagesScreen from './ImagesScreen';

const calls = contract.enterprise.image;
const listed = fn();
const added = fn();
const removed = fn();

const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/** `/dfs/download` answering a stored picture, as the reference server does. */
const storedPicture = routeOf(contract.dfs.download)(() =>
  HttpResponse.arrayBuffer(PNG_BYTES.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
);

/** The dialog with this title, as an element (its hidden file input is reached through the upload button). */
const dialogElement = (canvasElement: HTMLElement, title: string) =>
  [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (element) => element.querySelector('.ant-modal-title')?.textContent?.trim() === title,
  ) ?? canvasElement;

const meta = {
  title: 'Console/Enterprise/ImagesScreen',
  component: ImagesScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/images',
    msw: { handlers: [storedPicture, ...createHandlers()] },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, removed]) spy.mockClear();
    msw.use(recording(calls.add, added), recording(calls.remove, removed));
    return signInAs('admin');
  },
} satisfies Meta<typeof ImagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see every enterprise's pictures with their thumbnails; the type filter comes from the URL. */
export const StaffStorefrontsFromUrl: Story = {
  parameters: { route: '/enterprise/images?label=storefront' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(expect.objectContaining({ label: 'storefront', pageNum: '1' })),
      SLOW,
    );
    const telecom = await rowOf(canvasElement, '营业厅门头照');
    await expect(telecom.getByText('中国电信股份有限公司杭州分公司')).toBeVisible();
    await expectShown(telecom.findByRole('img', { name: '营业厅门头照的缩略图' }, SLOW));
    const lock = await rowOf(canvasElement, '总部门头照');
    await expect(lock.getAllByText('门头照')[0]).toBeVisible();
    await expect(page(canvasElement).getByRole('columnheader', { name: '企业' })).toBeVisible();
    await expect(page(canvasElement).queryByText('主推产品图')).toBeNull();
  },
};

/** 删除 asks first, naming the picture; a file still referenced elsewhere is refused as the server says it. */
export const RemoveRefusedWhileReferenced: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(calls.remove, '图片「主推产品图」的文件仍被其他数据引用，不能删除', 400)),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '主推产品图');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectShown(
      page(canvasElement).findByText(
        '确认删除图片「主推产品图」吗？图片文件将一并删除，无法恢复。',
        {},
        SLOW,
      ),
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '图片「主推产品图」的文件仍被其他数据引用，不能删除');
    await expect(removed).not.toHaveBeenCalled();
  },
};

/**
 * An enterprise user sees their own pictures only, without the enterprise column. 上传图片 needs a picture and a
 * title; the picture is uploaded through `/dfs/upload` and filed under their own enterprise.
 */
export const EnterpriseUserUploads: Story = {
  parameters: {
    user: userOf('enterprise'),
    msw: { handlers: [storedPicture, ...createHandlers({ profile: 'enterprise' })] },
  },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '总部门头照');
    await expect(page(canvasElement).queryByRole('columnheader', { name: '企业' })).toBeNull();
    await expect(page(canvasElement).queryByText('营业厅门头照')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('上传图片') }));
    const dialog = await dialogTitled(canvasElement, '上传图片');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请上传一张图片', {}, SLOW));
    await expectShown(dialog.findByText('请输入图片标题', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.upload(fileInputOf(dialogElement(canvasElement, '上传图片')), pictureFile('门店.png'));
    await expectToast(canvasElement, '上传成功');
    await userEvent.type(dialog.getByRole('textbox', { name: '标题' }), '新门店门头');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(added).toHaveBeenCalledWith(
          expect.objectContaining({
            enterpriseId: 1,
            label: 'other',
            title: '新门店门头',
            path: expect.stringMatching(/\.png$/),
          }),
        ),
      SLOW,
    );
    await expectDialogClosed(canvasElement, '上传图片');
  },
};
