import { contract } from '@onsite/api-client';
import { createHandlers, routeOf } from '@onsite/api-client/testing';
import type { DictData } from '@onsite/domain';
import {
  dialogNamed,
  expectShown,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  rowsOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import DictScreen from './DictScreen';

const { dict } = contract.system;
const typeAdded = fn();
const dataListed = fn();
const dataAdded = fn();
const dataEdited = fn();
const typeRemoved = fn();

const meta = {
  title: 'Console/System/DictScreen',
  component: DictScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [typeAdded, dataListed, dataAdded, dataEdited, typeRemoved]) spy.mockClear();
    msw.use(
      recording(dict.type.add, typeAdded),
      recording(dict.type.remove, typeRemoved),
      recording(dict.data.list, dataListed),
      recording(dict.data.add, dataAdded),
      recording(dict.data.edit, dataEdited),
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
    await expectShown(drawer.findByText('门锁安装', {}, SLOW));
    await expect(dataListed).toHaveBeenCalledWith(expect.objectContaining({ dictType: 'install_type' }));
    await userEvent.click(drawer.getByRole('button', { name: named('新增') }));
    const dialog = await dialogNamed(canvasElement, '新增字典数据');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入简体中文标签');
    await userEvent.type(dialog.getByLabelText('简体中文标签'), '智能门铃');
    await userEvent.type(dialog.getByLabelText('英文标签'), ' Smart doorbell ');
    await userEvent.type(dialog.getByLabelText('字典键值'), '4');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(dataAdded).toHaveBeenCalledWith(
        expect.objectContaining({
          dictType: 'install_type',
          dictLabel: '智能门铃',
          dictValue: '4',
          dictSort: 0,
          translations: { 'zh-TW': '', 'en-US': 'Smart doorbell', 'pt-BR': '' },
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

const translatedEntries: DictData[] = [
  {
    dictCode: 1,
    dictSort: 1,
    dictLabel: '门锁安装',
    dictValue: '1',
    dictType: 'install_type',
    status: '0',
    remark: '',
    translations: { 'zh-TW': '門鎖安裝', 'en-US': 'Lock installation', 'pt-BR': 'Instalação de fechadura' },
  },
  {
    dictCode: 2,
    dictSort: 2,
    dictLabel: '宽带安装',
    dictValue: '2',
    dictType: 'install_type',
    status: '0',
    remark: '',
    translations: { 'zh-TW': '', 'en-US': '', 'pt-BR': '' },
  },
];

/**
 * D31 in English: the entries show their English labels (the zh-CN one where none is written); the
 * edit dialog shows the zh-CN label and the three translations, and sends the changed ones trimmed.
 */
export const TranslationsInEnglish: Story = {
  globals: { locale: 'en-US' },
  beforeEach: ({ msw }) => {
    msw.use(
      routeOf(dict.data.list)(() =>
        HttpResponse.json({ code: 0, msg: '', rows: translatedEntries, total: 2, pageNum: 1 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', { name: 'Dictionary types' }, SLOW);
    const row = (await rowsOf(table)).find((candidate) => candidate.textContent?.includes('install_type'));
    if (!row) throw new Error('no row of install_type');
    await userEvent.click(within(row).getByRole('button', { name: named('Entries') }));
    const drawer = await dialogNamed(canvasElement, 'Entries: 安装类型');
    await expectShown(drawer.findByText('Lock installation', {}, SLOW));
    await expect(drawer.getByText('宽带安装')).toBeVisible();
    await expect(drawer.queryByText('门锁安装')).toBeNull();
    const first = (await rowsOf(await drawer.findByRole('table'))).find((candidate) =>
      candidate.textContent?.includes('Lock installation'),
    );
    if (!first) throw new Error('no row of Lock installation');
    await userEvent.click(within(first).getByRole('button', { name: named('Edit') }));
    const dialog = await dialogNamed(canvasElement, 'Edit entry');
    await expect(dialog.getByLabelText('Label in Simplified Chinese')).toHaveValue('门锁安装');
    await expect(dialog.getByLabelText('Label in Traditional Chinese')).toHaveValue('門鎖安裝');
    await expect(dialog.getByText('A language left empty shows the Simplified Chinese label')).toBeVisible();
    const english = dialog.getByLabelText('Label in English');
    await expect(english).toHaveValue('Lock installation');
    await userEvent.clear(english);
    await userEvent.type(english, 'Door lock installation ');
    await userEvent.clear(dialog.getByLabelText('Label in Portuguese'));
    await userEvent.click(dialog.getByRole('button', { name: named('OK') }));
    await waitFor(() =>
      expect(dataEdited).toHaveBeenCalledWith(
        expect.objectContaining({
          dictCode: 1,
          dictLabel: '门锁安装',
          translations: { 'zh-TW': '門鎖安裝', 'en-US': 'Door lock installation', 'pt-BR': '' },
        }),
      ),
    );
    await expectToast(canvasElement, 'Saved');
  },
};
