import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
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
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ContractListScreen from './ContractListScreen';

const calls = contract.enterprise.contract;
const listed = fn();
const unsetMain = fn();
const enabled = fn();
const updated = fn();

const meta = {
  title: 'Console/Enterprises/ContractListScreen',
  component: ContractListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/contractList',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, unsetMain, enabled, updated]) spy.mockClear();
    msw.use(
      recording(calls.list, listed),
      recording(calls.toNonMain, unsetMain),
      recording(calls.enable, enabled),
      recording(calls.update, updated),
    );
  },
} satisfies Meta<typeof ContractListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters in the URL apply on arrival: the disabled contracts of one enterprise. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/enterprise/contractList?enterpriseName=安居&forbiddenStatus=1' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ enterpriseName: '安居', forbiddenStatus: '1' }),
        ),
      SLOW,
    );
    await expect(page(canvasElement).getByRole('textbox', { name: '企业名称' })).toHaveValue('安居');
  },
};

/** 取消主合同 asks first, then calls toNonMain with the contract and its enterprise (D3). */
export const ConfirmedUnsetMain: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await expect(row.queryByRole('button', { name: named('禁用') })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('取消主合同') }));
    const question = await screen.findByText('确定取消该主合同吗？', {}, SLOW);
    await waitFor(() => expect(question).toBeVisible(), SLOW);
    await expect(unsetMain).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(unsetMain).toHaveBeenCalledWith({ contractId: '1', enterpriseId: '1' }), SLOW);
    await expectShown(screen.findByText('保存成功', {}, SLOW));
  },
};

/** A disabled contract offers 启用, confirmed first; it cannot be made main. */
export const ConfirmedEnable: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await rowOf(canvasElement, 'HT-2023-017');
    await expect(row.queryByRole('button', { name: named('设为主合同') })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('启用') }));
    await expectShown(screen.findByText('确定要启用该合同吗？', {}, SLOW));
    await expect(enabled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(enabled).toHaveBeenCalledWith({ id: '2' }), SLOW);
    await expectShown(screen.findByText('启用成功', {}, SLOW));
  },
};

/** 编辑 checks the form: an emptied name sends nothing; a new name is saved with the period. */
export const EditContract: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: named('编辑') }));
    const form = await dialogNamed(canvasElement, '编辑合同');
    const name = form.getByLabelText('合同名称');
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await expectShown(form.findByText('请输入合同名称'));
    await expect(updated).not.toHaveBeenCalled();
    await userEvent.type(name, '2025年度门锁安装服务合同');
    await userEvent.click(form.getByRole('button', { name: named('保存') }));
    await waitFor(
      () =>
        expect(updated).toHaveBeenCalledWith(
          expect.objectContaining({
            id: 1,
            contractNo: 'HT-2024-001',
            contractName: '2025年度门锁安装服务合同',
          }),
        ),
      SLOW,
    );
    // A person waits for the outcome: 保存 stays loading (and paler) until the answer arrives.
    await expectToast(canvasElement, '保存成功');
  },
};

/** The viewer may view and download contracts and change nothing. */
export const ReadOnlyUser: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'HT-2024-001');
    await expect(row.getByRole('button', { name: named('查看') })).toBeVisible();
    await expect(row.getByRole('button', { name: named('下载') })).toBeVisible();
    for (const action of ['编辑', '取消主合同', '禁用', '删除', '更多'])
      await expect(row.queryByRole('button', { name: named(action) })).toBeNull();
  },
};
