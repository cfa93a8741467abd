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
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterLabelScreen from './MasterLabelScreen';

const { label } = contract.master;
const added = fn();
const removed = fn();
const takenOff = fn();

const meta = {
  title: 'Console/MasterRecords/MasterLabelScreen',
  component: MasterLabelScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/masterLabel',
    user: storyUser('dispatcher', ['master:master:list', 'master:label:list', 'master:label:edit']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, removed, takenOff]) spy.mockClear();
    msw.use(
      recording(label.add, added),
      recording(label.remove, removed),
      recording(label.unassign, takenOff),
    );
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof MasterLabelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label masters carry is refused with the server's count; an unused one is deleted after a question. */
export const DeleteRefusedAndDone: Story = {
  play: async ({ canvasElement }) => {
    const gold = await rowOf(canvasElement, '金牌师傅');
    await expect(gold.getByText('金色')).toBeVisible();
    await userEvent.click(gold.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '确定删除标签「金牌师傅」吗？');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(
      canvasElement,
      '标签「金牌师傅」已贴在 3 名师傅身上，不能删除：请先停用或从师傅身上移除',
    );
    const retrain = await rowOf(canvasElement, '需复训');
    await userEvent.click(retrain.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '确定删除标签「需复训」吗？');
    const confirms = page(canvasElement).getAllByRole('button', { name: named('确定') });
    await userEvent.click(confirms[confirms.length - 1] as HTMLElement);
    await expectToast(canvasElement, '删除成功');
    await expect(removed).toHaveBeenCalledWith({ labelId: 6 });
  },
};

/** 新增标签: the name is required before anything is sent; the colour and status have defaults. */
export const AddLabel: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '新手');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('新增标签') }));
    const dialog = await dialogTitled(canvasElement, '新增标签');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入标签名称', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '标签名称' }), '可开发票');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '保存成功');
    await expect(added).toHaveBeenCalledWith({
      labelName: '可开发票',
      color: 'blue',
      status: '0',
      remark: '',
    });
  },
};

/** 师傅: the masters carrying a label; one has it taken off after a question. A disabled label is given to no one. */
export const MastersOfALabel: Story = {
  play: async ({ canvasElement }) => {
    const gold = await rowOf(canvasElement, '金牌师傅');
    await userEvent.click(gold.getByRole('button', { name: named('师傅') }));
    const dialog = await dialogTitled(canvasElement, '贴有「金牌师傅」的师傅');
    const table = within(await dialog.findByRole('table', { name: '贴有该标签的师傅' }, SLOW));
    const guo = (await table.findByText('郭师傅', {}, SLOW)).closest('tr') as HTMLElement;
    await userEvent.click(within(guo).getByRole('button', { name: named('移除') }));
    await expectToast(canvasElement, '确定移除郭师傅的标签「金牌师傅」吗？');
    const confirms = page(canvasElement).getAllByRole('button', { name: named('确定') });
    await userEvent.click(confirms[confirms.length - 1] as HTMLElement);
    await waitFor(() => expect(takenOff).toHaveBeenCalledWith({ labelId: 1, masterId: 1 }), SLOW);
    await userEvent.click(dialog.getByRole('button', { name: /close|关闭/i }));
    const holiday = await rowOf(canvasElement, '节假日可派');
    await userEvent.click(holiday.getByRole('button', { name: named('师傅') }));
    const disabled = await dialogTitled(canvasElement, '贴有「节假日可派」的师傅');
    await expectShown(disabled.findByText('该标签已停用，不能再贴给师傅', {}, SLOW));
  },
};
