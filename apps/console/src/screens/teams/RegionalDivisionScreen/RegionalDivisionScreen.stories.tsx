import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { chooseOption, expectToast, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import RegionalDivisionScreen from './RegionalDivisionScreen';

const { region } = contract.master;
const assigned = fn();

const meta = {
  title: 'Console/Teams/RegionalDivisionScreen',
  component: RegionalDivisionScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/regionalDivision',
    user: storyUser('dispatcher', ['master:master:list', 'master:region:edit']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    assigned.mockClear();
    msw.use(recording(region.assign, assigned));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof RegionalDivisionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each region with its masters (and their teams) and the teams whose every member serves it. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const luohu = await rowOf(canvasElement, '广东省 深圳市 罗湖区');
    await expect(luohu.getByText('彭师傅（罗湖二队）')).toBeVisible();
    await expect(luohu.getByText('罗湖二队')).toBeVisible();
    const zhejiang = await rowOf(canvasElement, '浙江省');
    await expect(zhejiang.getByText('—')).toBeVisible();
  },
};

/** 分配区域: a region of the district tree to chosen masters. */
export const AssignToMasters: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '浙江省');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('分配区域') }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await chooseOption(dialog.getByRole('combobox', { name: '省份' }), '广东省');
    await chooseOption(dialog.getByRole('combobox', { name: '城市' }), '深圳市');
    await chooseOption(dialog.getByRole('combobox', { name: '区县' }), '南山区');
    await chooseOption(dialog.getByRole('combobox', { name: '师傅' }), '邓师傅 · 13600000015');
    await userEvent.click(dialog.getByRole('button', { name: named('分配') }));
    await expectToast(canvasElement, '已分配');
    await expect(assigned).toHaveBeenCalledWith({
      provinceCode: '440000',
      cityCode: '440300',
      areaCode: '440305',
      masterIds: [15],
    });
  },
};

/** 移除 a master's last region: the server refuses and names them. */
export const UnassignRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      businessErrorHandler(region.unassign, '彭师傅只有这一个服务区域，不能移除（师傅至少要有一个服务区域）'),
    ),
  play: async ({ canvasElement }) => {
    const luohu = await rowOf(canvasElement, '广东省 深圳市 罗湖区');
    await userEvent.click(luohu.getByRole('button', { name: named('移除') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expect(dialog.getByText('服务区域：广东省 深圳市 罗湖区')).toBeVisible();
    await chooseOption(dialog.getByRole('combobox', { name: '师傅' }), '彭师傅');
    await userEvent.click(dialog.getByRole('button', { name: named('移除') }));
    await expectToast(canvasElement, '彭师傅只有这一个服务区域，不能移除（师傅至少要有一个服务区域）');
  },
};
