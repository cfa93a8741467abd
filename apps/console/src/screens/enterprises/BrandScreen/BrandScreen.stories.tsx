import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import BrandScreen from './BrandScreen';

const calls = contract.enterprise.brand;
const listed = fn();
const added = fn();
const removed = fn();

const meta = {
  title: 'Console/Enterprises/BrandScreen',
  component: BrandScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/brand',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, removed]) spy.mockClear();
    msw.use(recording(calls.list, listed), recording(calls.add, added), recording(calls.remove, removed));
  },
} satisfies Meta<typeof BrandScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brands with their state and model count; the state filter comes from the URL. */
export const Listed: Story = {
  parameters: { route: '/enterprise/brand?forbiddenStatus=1' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(expect.objectContaining({ forbiddenStatus: '1', pageNum: '1' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '旧牌');
    await expect(row.getByText('停用')).toBeVisible();
    await expect(row.getByRole('button', { name: named('启用') })).toBeVisible();
    await expect(page(canvasElement).queryByText('安居')).toBeNull();
  },
};

/** 新增品牌 without a name sends nothing; with one it is added and 新增成功 shows. */
export const AddWithValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增品牌') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '新增品牌');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入品牌名称', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '品牌名称' }), ' 小米 ');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '新增成功');
    await expect(added).toHaveBeenCalledWith({ brandName: '小米', remark: '' });
  },
};

/** 删除 asks first; the server refuses a brand its models use and its message shows. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(calls.remove, '品牌「安居」下还有 2 个型号，请先删除这些型号')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '安居');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectShown(page(canvasElement).findByText('确认删除品牌「安居」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '品牌「安居」下还有 2 个型号，请先删除这些型号');
  },
};

/** A user who may not change brands (not user type 00) sees them without 新增 or row actions. */
export const ReadOnly: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '安居');
    await expect(page(canvasElement).queryByRole('button', { name: named('新增品牌') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('删除') })).toBeNull();
  },
};

/** No brand matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
