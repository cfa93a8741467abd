import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
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
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ShopScreen from './ShopScreen';

const calls = contract.enterprise.shop;
const listed = fn();
const updated = fn();

const meta = {
  title: 'Console/Enterprises/ShopScreen',
  component: ShopScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/shop',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, updated]) spy.mockClear();
    msw.use(recording(calls.update, updated));
    return signInAs('admin');
  },
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see every enterprise's shops; the enterprise filter from the URL narrows them to one. */
export const StaffFilteredByEnterprise: Story = {
  parameters: { route: '/enterprise/shop?enterpriseId=1' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '1', pageNum: '1' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '安居南山旗舰店');
    await expect(row.getByText('门店零售')).toBeVisible();
    await expect(row.getByText('广东省 深圳市 南山区 科技园南路 18 号')).toBeVisible();
    await expect(page(canvasElement).getByRole('columnheader', { name: '企业' })).toBeVisible();
    await expect(page(canvasElement).queryByText('西湖文三路营业厅')).toBeNull();
  },
};

/** 删除 asks first; the server refuses a shop orders name, and its message shows. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '安居南山旗舰店');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectShown(page(canvasElement).findByText('确认删除门店「安居南山旗舰店」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '门店「安居南山旗舰店」已被 3 个订单使用，不能删除，可以禁用');
  },
};

/**
 * An enterprise user sees their own enterprise's shops without the enterprise column; 编辑 opens the
 * shop with its region and channel; a bad phone is refused in the form, a good one is saved.
 */
export const EnterpriseUserEdits: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '安居南山旗舰店');
    await expect(page(canvasElement).getByRole('columnheader', { name: '门店名称' })).toBeVisible();
    const headers = page(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).not.toContain('企业');
    await expect(page(canvasElement).queryByText('西湖文三路营业厅')).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('编辑') }));
    const dialog = await dialogTitled(canvasElement, '编辑门店');
    await expectShown(dialog.findByTitle('南山区', {}, SLOW));
    await expectShown(dialog.findByTitle('门店零售', {}, SLOW));
    const phone = dialog.getByRole('textbox', { name: '联系电话' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入正确的电话：手机、带区号的座机或 400 号码', {}, SLOW));
    await expect(updated).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0755-26880002');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '保存成功');
    await expect(updated).toHaveBeenCalledWith(
      expect.objectContaining({ shopId: 1, phone: '0755-26880002', channelId: 2, areaCode: '440305' }),
    );
  },
};
