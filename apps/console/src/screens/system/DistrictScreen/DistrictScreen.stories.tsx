import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectShown,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import DistrictScreen from './DistrictScreen';

const { district } = contract.system;
const added = fn();
const edited = fn();

const meta = {
  title: 'Console/System/DistrictScreen',
  component: DistrictScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [added, edited]) spy.mockClear();
    msw.use(recording(district.add, added), recording(district.edit, edited));
  },
} satisfies Meta<typeof DistrictScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Provinces → the cities of one → its areas (each opened by its name), and back through the breadcrumb. */
export const BrowseLevels: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('table', { name: '省份' }, SLOW));
    await userEvent.click((await rowOf(canvasElement, '广东省')).getByRole('button', { name: '广东省' }));
    await expectShown(screen.findByRole('table', { name: '城市' }, SLOW));
    await userEvent.click((await rowOf(canvasElement, '深圳市')).getByRole('button', { name: '深圳市' }));
    const areas = within(await screen.findByRole('table', { name: '区县' }, SLOW));
    await expectShown(areas.findByText('南山区', {}, SLOW));
    await expect(areas.queryByRole('button', { name: '南山区' })).toBeNull();
    const trail = within(screen.getByRole('navigation', { name: '地区层级' }));
    await userEvent.click(trail.getByText('全部省份'));
    await expectShown(screen.findByRole('table', { name: '省份' }, SLOW));
  },
};

/** 新增 under a city: a code that is not six digits is refused on the spot; a valid one is sent with its parent. */
export const AddArea: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click((await rowOf(canvasElement, '广东省')).getByRole('button', { name: '广东省' }));
    await userEvent.click((await rowOf(canvasElement, '深圳市')).getByRole('button', { name: '深圳市' }));
    await expectShown(screen.findByRole('table', { name: '区县' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('新增') }));
    const dialog = await dialogNamed(canvasElement, '新增「深圳市」的下级地区');
    await userEvent.type(dialog.getByLabelText('地区编码'), '4403');
    await userEvent.type(dialog.getByLabelText('地区名称'), '前海合作区');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '地区编码为 6 位数字');
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('地区编码'), '99');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({
        level: 'area',
        parentCode: '440300',
        regionCode: '440399',
        name: '前海合作区',
        sort: 0,
      }),
    );
    await expectToast(canvasElement, '新增成功');
  },
};

/** 修改 keeps the code and sends the new order; 删除 of a region in use shows the server's reason. */
export const EditAndRemoveInUse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(district.remove, '「浙江省」下还有 1 个下级地区，不能删除'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, '浙江省')).getByRole('button', { name: named('修改') }),
    );
    const dialog = await dialogNamed(canvasElement, '修改地区');
    await expect(dialog.getByLabelText('地区编码')).toBeDisabled();
    const sort = dialog.getByLabelText('排序');
    await userEvent.clear(sort);
    await userEvent.type(sort, '5');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(edited).toHaveBeenCalledWith({
        level: 'province',
        regionCode: '330000',
        name: '浙江省',
        sort: 5,
      }),
    );
    await expectToast(canvasElement, '修改成功');
    await userEvent.click(
      (await rowOf(canvasElement, '浙江省')).getByRole('button', { name: named('删除') }),
    );
    const question = await dialogNamed(canvasElement, '确定要删除「浙江省」吗？');
    await userEvent.click(question.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '「浙江省」下还有 1 个下级地区，不能删除');
  },
};

/** A user with only the list code browses but sees no 新增, 修改 or 删除. */
export const ReadOnly: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['system:district:list'] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, '广东省');
    await expect(row.getByRole('button', { name: '广东省' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: named('新增') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('修改') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('删除') })).toBeNull();
  },
};
