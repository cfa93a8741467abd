import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  rowsOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import DictScreen from './DictScreen';

const { dict } = contract.system;
const typeAdded = fn();
const dataListed = fn();
const dataAdded = fn();
const typeRemoved = fn();

const meta = {
  title: 'Console/System/DictScreen',
  component: DictScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [typeAdded, dataListed, dataAdded, typeRemoved]) spy.mockClear();
    msw.use(
      recording(dict.type.add, typeAdded),
      recording(dict.type.remove, typeRemoved),
      recording(dict.data.list, dataListed),
      recording(dict.data.add, dataAdded),
    );
  },
} satisfies Meta<typeof DictScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(canvasElement: HTMLElement, name: string) {
  const table = await page(canvasElement).findByRole('table', { name: '字典类型' }, SLOW);
  const row = (await rowsOf(table)).find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`no row of ${name}`);
  return within(row);
}

/** A new type must follow the type rule; a valid one is sent and 新增成功 shows. */
export const AddDictType: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('新增') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '新增字典类型');
    await userEvent.type(dialog.getByLabelText('字典名称'), '发票类型');
    await userEvent.type(dialog.getByLabelText('字典类型'), 'Invoice');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '字典类型以小写字母开头，只含小写字母、数字和下划线');
    await expect(typeAdded).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('字典类型'));
    await userEvent.type(dialog.getByLabelText('字典类型'), 'invoice_kind');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(typeAdded).toHaveBeenCalledWith({
        dictName: '发票类型',
        dictType: 'invoice_kind',
        status: '0',
        remark: '',
      }),
    );
    await expectToast(canvasElement, '新增成功');
  },
};

/** 字典数据 opens the entries of a type; 新增 there adds an entry to that type. */
export const AddDictEntry: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, 'install_type')).getByRole('button', { name: named('字典数据') }),
    );
    const drawer = await dialogNamed(canvasElement, '字典数据：安装类型');
    await expect(await drawer.findByText('门锁安装', {}, SLOW)).toBeVisible();
    await expect(dataListed).toHaveBeenCalledWith(expect.objectContaining({ dictType: 'install_type' }));
    await userEvent.click(drawer.getByRole('button', { name: named('新增') }));
    const dialog = await dialogNamed(canvasElement, '新增字典数据');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入字典标签');
    await userEvent.type(dialog.getByLabelText('字典标签'), '智能门铃');
    await userEvent.type(dialog.getByLabelText('字典键值'), '4');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(dataAdded).toHaveBeenCalledWith(
        expect.objectContaining({
          dictType: 'install_type',
          dictLabel: '智能门铃',
          dictValue: '4',
          dictSort: 0,
        }),
      ),
    );
    await expectToast(canvasElement, '新增成功');
  },
};

/** 删除 asks first; only 确定 removes the type. */
export const RemoveConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, 'install_type')).getByRole('button', { name: named('删除') }),
    );
    const question = await page(canvasElement).findByText('确定要删除「安装类型」吗？', {}, SLOW);
    await waitFor(() => expect(question).toBeVisible(), SLOW);
    await expect(typeRemoved).not.toHaveBeenCalled();
    const popup = question.closest<HTMLElement>('.ant-popover');
    if (!popup) throw new Error('the question is not in a popup');
    await userEvent.click(within(popup).getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(typeRemoved).toHaveBeenCalledWith({ dictIds: [1] }));
    await expectToast(canvasElement, '删除成功');
  },
};
