import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import {
  chooseOption,
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CommodityScreen from './CommodityScreen';

const calls = contract.enterprise.commodity;
const added = fn();

const meta = {
  title: 'Console/Parts/CommodityScreen',
  component: CommodityScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/commodity',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    added.mockClear();
    msw.use(recording(calls.add, added));
    return signInAs('admin');
  },
} satisfies Meta<typeof CommodityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Staff choose the enterprise of a new commodity; a malformed code is stopped in the form, a code the
 * enterprise already has is refused by the server (the dialog keeps what was typed).
 */
export const AddCodeTaken: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增商品') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '新增商品');
    await chooseOption(dialog.getByRole('combobox', { name: '企业' }), '深圳安居智能锁业有限公司');
    await userEvent.type(dialog.getByRole('textbox', { name: '商品编码' }), 'LOCK X1');
    await userEvent.type(dialog.getByRole('textbox', { name: '商品名称' }), '智能门锁 X1 Pro');
    await userEvent.type(dialog.getByRole('textbox', { name: '单位' }), '套');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('编码只能包含字母、数字、下划线和短横线', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox', { name: '商品编码' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '商品编码' }), 'LOCK-X1');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '商品编码「LOCK-X1」在该企业已存在');
    await expect(added).toHaveBeenCalledWith(
      expect.objectContaining({ enterpriseId: 1, commodityCode: 'LOCK-X1', unit: '套', supplierId: null }),
    );
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await expectDialogClosed(canvasElement, '新增商品');
  },
};

/** No commodity matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
