import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
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
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import DistrictPriceScreen from './DistrictPriceScreen';

const calls = contract.enterprise.districtPrice;
const listed = fn();
const added = fn();
const edited = fn();
const removed = fn();

const meta = {
  title: 'Console/Enterprise/DistrictPriceScreen',
  component: DistrictPriceScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/districtPrice',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, edited, removed]) spy.mockClear();
    msw.use(recording(calls.add, added), recording(calls.edit, edited), recording(calls.remove, removed));
    return signInAs('admin');
  },
} satisfies Meta<typeof DistrictPriceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see every enterprise's prices beside its tab 2 price; 删除 asks first, naming the region and the type. */
export const RemoveAsksFirst: Story = {
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '广东省 / 深圳市');
    await expect(row.getByText('126.00')).toBeVisible();
    await expect(row.getByText('120.00')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1' }));
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectShown(
      page(canvasElement).findByText(
        '删除深圳安居智能锁业有限公司在广东省 / 深圳市的「智能门锁安装」区域价格吗？删除后按企业价格结算。',
        {},
        SLOW,
      ),
    );
    await expect(removed).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '区域价格已删除');
    await expect(removed).toHaveBeenCalledWith({ districtPriceId: 2 });
  },
};

/** 修改 opens the price with its region; the new price is sent with the same enterprise, type and region. */
export const EditThePrice: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '广东省 / 深圳市');
    await userEvent.click(row.getByRole('button', { name: named('修改') }));
    const dialog = await dialogTitled(canvasElement, '修改区域价格');
    await expectShown(dialog.findByText('深圳安居智能锁业有限公司', {}, SLOW));
    const price = dialog.getByRole('spinbutton', { name: '区域价格（元）' });
    await userEvent.clear(price);
    await userEvent.type(price, '127.5');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(edited).toHaveBeenCalledWith(
          expect.objectContaining({
            districtPriceId: 2,
            enterpriseId: 1,
            orderTypeId: 1,
            provinceCode: '440000',
            cityCode: '440300',
            price: 127.5,
          }),
        ),
      SLOW,
    );
    await expectDialogClosed(canvasElement, '修改区域价格');
  },
};

/** 新增 without the required fields says what is missing and sends nothing. */
export const AddNeedsTheFields: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '广东省 / 深圳市');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增区域价格') }));
    const dialog = await dialogTitled(canvasElement, '新增区域价格');
    await expect(dialog.getByRole('combobox', { name: '订单类型' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请选择省份', {}, SLOW));
    await expectShown(dialog.findByText('请输入区域价格'));
    // The enterprise's message under its select, whose placeholder says the same.
    await waitFor(() => expect(dialog.getAllByText('请选择企业')).toHaveLength(2));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await expectDialogClosed(canvasElement, '新增区域价格');
  },
};

/** An enterprise user reads their own enterprise's prices: no enterprise column, nothing to change. */
export const EnterpriseUserReadsOwn: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('这里只显示本企业的记录。', {}, SLOW));
    await rowOf(canvasElement, '广东省 / 深圳市');
    const headers = page(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).not.toContain('企业');
    await expect(page(canvasElement).queryByRole('button', { name: named('新增区域价格') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('删除') })).toBeNull();
  },
};
