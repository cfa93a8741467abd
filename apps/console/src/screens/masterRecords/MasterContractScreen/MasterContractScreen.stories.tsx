import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  chooseOption,
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
import dayjs from 'dayjs';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterContractScreen from './MasterContractScreen';

const calls = contract.master.contract;
const listed = fn();
const added = fn();
const renewed = fn();
const terminated = fn();

const meta = {
  title: 'Console/MasterRecords/MasterContractScreen',
  component: MasterContractScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/masterContract',
    user: storyUser('dispatcher', ['master:master:list', 'master:contract:list', 'master:contract:edit']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, renewed, terminated]) spy.mockClear();
    msw.use(
      recording(calls.list, listed),
      recording(calls.add, added),
      recording(calls.renew, renewed),
      recording(calls.terminate, terminated),
    );
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof MasterContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 即将到期 from a link: the filter is sent and only the contract ending soon is listed, tagged so. */
export const ExpiringFromALink: Story = {
  parameters: { route: '/master/masterContract?expiring=1' },
  play: async ({ canvasElement }) => {
    const ma = await rowOf(canvasElement, '马师傅');
    await expect(ma.getByText('生效')).toBeVisible();
    await expect(ma.getByText('即将到期')).toBeVisible();
    await expect(ma.getByText('20 天')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ expiring: '1' }));
    await expect(page(canvasElement).queryByText('林师傅')).toBeNull();
  },
};

/** 新增合同: a master is required and a typed number must be well formed before anything is sent. */
export const AddContract: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '朱师傅');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增合同') }));
    const dialog = await dialogTitled(canvasElement, '新增合同');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请选择师傅', {}, SLOW));
    await expectShown(dialog.findByText('请选择合同期间', {}, SLOW));
    await chooseOption(dialog.getByRole('combobox', { name: '师傅' }), '郭师傅 · 13600000001');
    const start = dialog.getByPlaceholderText('开始日期');
    await userEvent.click(start);
    await userEvent.type(start, '2099-01-01{Enter}');
    await userEvent.type(dialog.getByPlaceholderText('结束日期'), '2099-12-31{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: '合同编号' }), 'AB');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('合同编号须为 4–32 位字母、数字或短横线', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox', { name: '合同编号' }));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(added).toHaveBeenCalledWith({
          masterId: 1,
          contractNo: '',
          startDate: '2099-01-01',
          endDate: '2099-12-31',
          filePath: null,
          remark: '',
        }),
      SLOW,
    );
    await expectToast(canvasElement, '保存成功');
  },
};

/** 续签: the new contract starts after the old one; an end not after that start is refused before sending. */
export const RenewChecksTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const ma = await rowOf(canvasElement, '马师傅');
    await userEvent.click(ma.getByRole('button', { name: named('续签') }));
    const dialog = await dialogTitled(canvasElement, '续签合同');
    const today = dayjs().format('YYYY-MM-DD');
    await expectShown(dialog.findByText(new RegExp(`新合同自 ${today} 起`), {}, SLOW));
    const end = dialog.getByRole('textbox', { name: '结束日期' });
    await userEvent.clear(end);
    await userEvent.type(end, `${today}{Enter}`);
    await waitFor(() => expect(end).toHaveValue(today), SLOW);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('结束日期必须晚于开始日期', {}, SLOW));
    await expect(renewed).not.toHaveBeenCalled();
    const later = dayjs().add(2, 'year').format('YYYY-MM-DD');
    await userEvent.clear(end);
    await userEvent.type(end, `${later}{Enter}`);
    await waitFor(() => expect(end).toHaveValue(later), SLOW);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(renewed).toHaveBeenCalledWith({
          contractId: 3,
          contractNo: '',
          endDate: later,
          filePath: null,
          remark: '',
        }),
      SLOW,
    );
    await expectToast(canvasElement, '已续签');
  },
};

/** 终止: the dialog says what ends and needs a reason. */
export const TerminateNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const guo = await rowOf(canvasElement, '郭师傅');
    await userEvent.click(guo.getByRole('button', { name: named('终止') }));
    const dialog = await dialogTitled(canvasElement, '终止合同');
    await expectShown(dialog.findByText(/终止郭师傅的合同 SC202401010002/, {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('终止') }));
    await expectShown(dialog.findByText('请输入终止原因', {}, SLOW));
    await expect(terminated).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '终止原因' }), '师傅离职');
    await userEvent.click(dialog.getByRole('button', { name: named('终止') }));
    await waitFor(() => expect(terminated).toHaveBeenCalledWith({ contractId: 2, reason: '师傅离职' }), SLOW);
    await expectToast(canvasElement, '合同已终止');
  },
};
