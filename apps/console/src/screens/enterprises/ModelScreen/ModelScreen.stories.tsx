import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, routeOf } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  expectToast,
  fileInputOf,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ModelScreen from './ModelScreen';

const calls = contract.enterprise.model;
const queried = fn();
const forbidden = fn();
const downloaded = fn();

const workbook = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '型号.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** The import as the server answers a file with a bad row: nothing added, an error file named. */
const importWithBadRow = routeOf(calls.importModel)(() =>
  HttpResponse.json({
    code: 0,
    msg: '导入失败：1 行有误，未导入任何型号，请下载错误文件修改后重新导入',
    data: { importedCount: 0, errorCount: 1, errorFile: 'exports/model-import-errors-1.xlsx' },
  }),
);

const meta = {
  title: 'Console/Enterprises/ModelScreen',
  component: ModelScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/model',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [queried, forbidden, downloaded]) spy.mockClear();
    msw.use(
      recording(calls.queryModel, queried),
      recording(calls.forbiddenModel, forbidden),
      recording(calls.downloadErrorModel, downloaded),
    );
  },
} satisfies Meta<typeof ModelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The models grouped by brand: choosing a brand in the tree filters the list (kept in the URL). */
export const GroupedByBrand: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await rowOf(canvasElement, 'AJ-S1 指纹锁');
    await userEvent.click(await screen.findByText('德胜 (1)', {}, SLOW));
    await waitFor(
      () => expect(queried).toHaveBeenCalledWith(expect.objectContaining({ brandId: '2' })),
      SLOW,
    );
  },
};

/** 禁用 asks first, naming the model, then says 禁用成功. */
export const ForbidAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'AJ-S1 指纹锁');
    await userEvent.click(row.getByRole('button', { name: named('禁用') }));
    await expectShown(page(canvasElement).findByText('确认禁用型号「AJ-S1 指纹锁」吗？', {}, SLOW));
    await expect(forbidden).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '禁用成功');
    await expect(forbidden).toHaveBeenCalledWith({ modelId: 1 });
  },
};

/** A file with a bad row imports nothing: the dialog says so and offers the error file. */
export const ImportWithBadRow: Story = {
  beforeEach: ({ msw }) => msw.use(importWithBadRow),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('导入型号') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '导入型号');
    const panel = dialog.getByRole('button', { name: named('选择文件') }).closest('[role="dialog"]');
    if (!(panel instanceof HTMLElement)) throw new Error('no dialog content');
    await userEvent.upload(fileInputOf(panel), workbook());
    await expectShown(
      dialog.findByText('1 行有误，未导入任何型号。请下载错误文件，修改后重新导入。', {}, SLOW),
    );
    await userEvent.click(dialog.getByRole('button', { name: named('下载错误文件') }));
    await waitFor(
      () => expect(downloaded).toHaveBeenCalledWith({ fileName: 'exports/model-import-errors-1.xlsx' }),
      SLOW,
    );
  },
};

/** A good file adds every row: 成功导入 2 个型号, and the dialog closes. */
export const ImportGood: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('导入型号') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '导入型号');
    const panel = dialog.getByRole('button', { name: named('选择文件') }).closest('[role="dialog"]');
    if (!(panel instanceof HTMLElement)) throw new Error('no dialog content');
    await userEvent.upload(fileInputOf(panel), workbook());
    await expectToast(canvasElement, '成功导入 2 个型号');
  },
};

/** The brands cannot be loaded: the tree says so with a retry; the list still shows. */
export const BrandsFail: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.enterprise.brand.list, '系统错误')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('品牌加载失败', {}, SLOW));
    await rowOf(canvasElement, 'AJ-S1 指纹锁');
  },
};
