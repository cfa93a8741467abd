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
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import AccessoriesScreen from './AccessoriesScreen';

const calls = contract.enterprise.accessories;
const listed = fn();
const disabled = fn();
const added = fn();

const meta = {
  title: 'Console/Parts/AccessoriesScreen',
  component: AccessoriesScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/accessories',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, disabled, added]) spy.mockClear();
    msw.use(recording(calls.disable, disabled), recording(calls.add, added));
    return signInAs('admin');
  },
} satisfies Meta<typeof AccessoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type filter comes from the URL; the hint says tab 2 prices these very rows. */
export const TypeFromUrl: Story = {
  parameters: { route: '/enterprise/accessories?accessoryType=2' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ accessoryType: '2' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '指纹模组');
    await expect(row.getByText('电子配件')).toBeVisible();
    await expect(page(canvasElement).queryByText('6068')).toBeNull();
    await expectShown(page(canvasElement).findByText(/配件价格的来源/, {}, SLOW));
  },
};

/** 禁用 asks first and says tab 2 will stop pricing it; confirmed, 禁用成功 shows. */
export const DisableAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '锁体');
    await userEvent.click(row.getByRole('button', { name: named('禁用') }));
    await expectShown(
      page(canvasElement).findByText(
        '确认禁用配件「锁体」吗？禁用后企业详情的配件价格不再显示它。',
        {},
        SLOW,
      ),
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '禁用成功');
    await expect(disabled).toHaveBeenCalledWith({ enterpriseAccessoryId: 1 });
  },
};

/**
 * An enterprise user adds to their own enterprise (no enterprise to choose, no enterprise column): an
 * empty name is stopped in the form; filled in, it is added.
 */
export const EnterpriseUserAdds: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '锁体');
    await expect(page(canvasElement).queryByText('网线')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增配件') }));
    const dialog = await dialogTitled(canvasElement, '新增配件');
    await expect(dialog.queryByRole('combobox', { name: '企业' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入配件名称', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '配件名称' }), ' 锁舌 ');
    await userEvent.type(dialog.getByRole('textbox', { name: '规格' }), '不锈钢');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '新增成功');
    await expect(added).toHaveBeenCalledWith(
      expect.objectContaining({
        enterpriseId: 1,
        accessoryType: '1',
        accessoryName: '锁舌',
        accessorySpecification: '不锈钢',
      }),
    );
    await expectDialogClosed(canvasElement, '新增配件');
  },
};
