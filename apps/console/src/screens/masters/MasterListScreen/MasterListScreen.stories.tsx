import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import {
  chooseOption,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterListScreen from './MasterListScreen';

const { master } = contract.master;
const listed = fn();
const added = fn();
const edited = fn();
const ALL_CODES = ['master:master:list', 'master:master:add', 'master:master:edit'];

const meta = {
  title: 'Console/Masters/MasterListScreen',
  component: MasterListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/masterList',
    user: storyUser('dispatcher', ALL_CODES),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, edited]) spy.mockClear();
    msw.use(recording(master.list, listed), recording(master.add, added), recording(master.edit, edited));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof MasterListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masters in every state with skills, regions, team (团长 marked), score and open orders; the URL's filter is sent. */
export const Listed: Story = {
  parameters: { route: '/master/masterList?skill=1' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ skill: '1' })), SLOW);
    const ma = await rowOf(canvasElement, '马师傅');
    await expect(ma.getByText('团长')).toBeVisible();
    await expect(ma.getByText('4.9')).toBeVisible();
    const deng = await rowOf(canvasElement, '邓师傅');
    await expect(deng.getByText('待审核')).toBeVisible();
    await expect(deng.getByText('暂无评分')).toBeVisible();
    const he = await rowOf(canvasElement, '何师傅');
    await expect(he.getByText('已拉黑')).toBeVisible();
    await expect(he.getByText('440307********1350')).toBeVisible();
  },
};

/** Nothing matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(master.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** 新增师傅: a bad phone and ID card number are caught before anything is sent; a valid form is saved. */
export const AddMaster: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '郭师傅');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增师傅') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await userEvent.type(dialog.getByRole('textbox', { name: '师傅姓名' }), '潘师傅');
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号码' }), '12345');
    await userEvent.type(dialog.getByRole('textbox', { name: '身份证号' }), '440305199003071234');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入正确的手机号码', {}, SLOW));
    await expectShown(dialog.findByText('请输入正确的18位身份证号码'));
    await expectShown(dialog.findByText('请至少选择一项技能'));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox', { name: '手机号码' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号码' }), '13700000021');
    await userEvent.clear(dialog.getByRole('textbox', { name: '身份证号' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '身份证号' }), '44030519900101000x');
    await chooseOption(dialog.getByRole('combobox', { name: '技能' }), '门锁安装');
    await chooseOption(dialog.getByRole('combobox', { name: '服务省份 1' }), '广东省');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '保存成功');
    await expect(added).toHaveBeenCalledWith({
      masterName: '潘师傅',
      phonenumber: '13700000021',
      idCardNo: '44030519900101000X',
      skills: ['1'],
      regions: [{ provinceCode: '440000', cityCode: null, areaCode: null }],
      state: 'active',
    });
  },
};

/** 修改: the server refuses (a phone another master uses): its message shows and the dialog keeps what was typed. */
export const EditRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(master.edit, '手机号码 13600000002 已被其他师傅使用')),
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await userEvent.click(guo.getByRole('button', { name: named('修改') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('修改师傅 · 郭师傅', {}, SLOW));
    const phone = dialog.getByRole('textbox', { name: '手机号码' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '13600000002');
    await userEvent.type(dialog.getByRole('textbox', { name: '身份证号' }), '440305199003071236');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '手机号码 13600000002 已被其他师傅使用');
    await expect(dialog.getByRole('textbox', { name: '手机号码' })).toHaveValue('13600000002');
  },
};

/** Without the add and edit codes the list shows, with no 新增师傅 and no 修改. */
export const ReadOnly: Story = {
  parameters: { user: storyUser('dispatcher', ['master:master:list']) },
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await expect(guo.queryByRole('button', { name: named('修改') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('新增师傅') })).toBeNull();
  },
};

const labelsSet = fn();

/** D54: each master's labels as tags; 标签 sets them among the enabled labels. */
export const Labels: Story = {
  parameters: { user: storyUser('dispatcher', [...ALL_CODES, 'master:label:list', 'master:label:edit']) },
  beforeEach: ({ msw }) => {
    labelsSet.mockClear();
    msw.use(recording(contract.master.label.setOfMaster, labelsSet));
  },
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await expect(guo.getByText('金牌师傅')).toBeVisible();
    await expect(guo.getByText('夜间可派')).toBeVisible();
    const ma = await rowOf(canvasElement, '马师傅');
    await userEvent.click(ma.getByRole('button', { name: named('标签') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('马师傅的标签', {}, SLOW));
    await chooseOption(dialog.getByRole('combobox', { name: '标签' }), '智能锁专家');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '标签已保存');
    await expect(labelsSet).toHaveBeenCalledWith({ masterId: 2, labelIds: [4] });
  },
};
