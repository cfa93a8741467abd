import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import {
  chooseOption,
  dialogTitled,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import SupplierScreen from './SupplierScreen';

const calls = contract.enterprise.supplier;
const added = fn();

const meta = {
  title: 'Console/Enterprises/SupplierScreen',
  component: SupplierScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/supplier',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    added.mockClear();
    msw.use(recording(calls.add, added));
    return signInAs('admin');
  },
} satisfies Meta<typeof SupplierScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 新增供应商 without its enterprise, name, contact or phone sends nothing and says what is missing;
 * filled in (staff choose the enterprise), it is added and 新增成功 shows.
 */
export const AddWithValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: named('新增供应商') }, SLOW),
    );
    const dialog = await dialogTitled(canvasElement, '新增供应商');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    // 请选择企业 is the select's placeholder too.
    await waitFor(() => expect(dialog.getAllByText('请选择企业')).toHaveLength(2), SLOW);
    for (const text of ['请输入供应商名称', '请输入联系人', '请输入联系电话'])
      await expectShown(dialog.findByText(text, {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await chooseOption(dialog.getByRole('combobox', { name: '企业' }), '深圳安居智能锁业有限公司');
    await userEvent.type(dialog.getByRole('textbox', { name: '供应商名称' }), ' 宁波精密五金厂 ');
    await userEvent.type(dialog.getByRole('textbox', { name: '联系人' }), '方经理');
    await userEvent.type(dialog.getByRole('textbox', { name: '联系电话' }), '0574-87654321');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '新增成功');
    await expect(added).toHaveBeenCalledWith({
      enterpriseId: 1,
      supplierName: '宁波精密五金厂',
      contactName: '方经理',
      phone: '0574-87654321',
      address: '',
      remark: '',
    });
  },
};

/** No supplier matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};
