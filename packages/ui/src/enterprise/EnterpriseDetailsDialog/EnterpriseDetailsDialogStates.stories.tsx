import { contract } from '@onsite/api-client';
import { createHandlers, slowHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  dialogNamed,
  expectShown,
  expectToast,
  failingOnce,
  named,
  type RequestTiming,
  SLOW,
  timed,
  userOf,
  waterfallDepth,
} from '../../testing/storyKit';
import { EnterpriseDetailsDialog } from './EnterpriseDetailsDialog';

const { enterprise, basicdata, system } = contract;
const timings: RequestTiming[] = [];

const meta = {
  title: 'EnterpriseDetailsDialog/Dialog states',
  component: EnterpriseDetailsDialog,
  args: { enterpriseId: 1, open: true, initialTab: '1', enterpriseShow: 1, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
  beforeEach: () => {
    timings.length = 0;
  },
} satisfies Meta<typeof EnterpriseDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab = (dialog: Awaited<ReturnType<typeof dialogNamed>>, name: string) =>
  userEvent.click(dialog.getByRole('tab', { name }));

/** Every section shows its own loading state while its answer is awaited. */
export const Loading: Story = {
  args: { initialTab: '3' },
  beforeEach: ({ msw }) => {
    const never = Number.POSITIVE_INFINITY;
    msw.use(
      slowHandler(enterprise.guarantee.list, never),
      slowHandler(enterprise.demand.list, never),
      slowHandler(enterprise.demandPic.list, never),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByRole('status', { name: '正在加载安装类型设置…' }, SLOW));
    await expect(dialog.getByRole('status', { name: '正在加载企业要求…' })).toBeVisible();
    await expect(dialog.getByRole('status', { name: '正在加载要求示例图…' })).toBeVisible();
  },
};

/** One call fails: that section shows its error and retry; the other sections and tabs work. */
export const SectionFailing: Story = {
  args: { initialTab: '2' },
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(enterprise.price.list, '价格服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByText('价格信息加载失败', {}, SLOW));
    await expect(dialog.getByText('价格服务暂时不可用')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: '配件' }));
    await expectShown(dialog.findByRole('spinbutton', { name: '锁体的价格阈值' }, SLOW));
    await openTab(dialog, '企业设置');
    await expectShown(dialog.findByText('下单需填写门锁型号', {}, SLOW));
    await openTab(dialog, '金额信息');
    await userEvent.click(dialog.getByRole('tab', { name: '价格信息' }));
    await userEvent.click(await dialog.findByRole('button', { name: /重\s*试/ }, SLOW));
    await expectShown(dialog.findByRole('spinbutton', { name: '智能门锁安装的价格' }, SLOW));
  },
};

/** No waterfall: tab 1's independent calls all start before the first answer arrives. */
export const InfoLoadsInParallel: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      timed(enterprise.management.get, 'details', timings),
      timed(enterprise.customInfo.get, 'customInfo', timings),
      timed(enterprise.contract.list, 'contracts', timings),
      timed(system.dict.data.findAll, 'dicts', timings),
      timed(basicdata.province.selectAllProvince, 'provinces', timings),
      timed(system.user.findByDeptId, 'users', timings),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await waitFor(() => expect(dialog.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'), {
      timeout: 5000,
    });
    // The six calls start together; some may still be answering when the name fills in.
    await waitFor(() => expect(new Set(timings.map((timing) => timing.call)).size).toBe(6), {
      timeout: 5000,
    });
    await expect(waterfallDepth(timings)).toBe(0);
  },
};

/** No waterfall: tab 3's settings, order types, demands and pictures start together. */
export const SettingsLoadInParallel: Story = {
  args: { initialTab: '3' },
  beforeEach: ({ msw }) => {
    msw.use(
      timed(enterprise.guarantee.list, 'settings', timings),
      timed(basicdata.orderType.tree, 'orderTypes', timings),
      timed(enterprise.demand.list, 'demands', timings),
      timed(enterprise.demandPic.list, 'pictures', timings),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await dialog.findByText('下单需填写门锁型号', {}, SLOW);
    await dialog.findAllByRole('switch', { name: '短信通知' }, SLOW);
    await expect(timings.map((timing) => timing.call).sort()).toEqual([
      'demands',
      'orderTypes',
      'pictures',
      'settings',
    ]);
    await expect(waterfallDepth(timings)).toBe(0);
  },
};

/** Configure models (user type '00'): the tree of the enterprise, saved with its model ids. */
export const ConfigureModels: Story = {
  args: { initialTab: '4' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await userEvent.click(dialog.getByRole('button', { name: '配置机型' }));
    const models = await dialogNamed(canvasElement, '配置机型');
    await expectShown(models.findByText('已选 2 个机型'));
    await userEvent.click(models.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
  },
};

/** Only user type '00' configures models: the market principal (all codes, type '01') does not. */
export const NoModelsForOtherTypes: Story = {
  parameters: { user: userOf('market') },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await waitFor(() => expect(dialog.getByLabelText('企业名称')).toBeEnabled(), SLOW);
    await expect(dialog.queryByRole('button', { name: '配置机型' })).toBeNull();
  },
};

/** A contract of tab 1 opens in the dialog's PDF preview. */
export const ContractPreview: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await userEvent.click(
      (await dialog.findAllByRole('button', { name: named('查看') }, SLOW))[0] as HTMLElement,
    );
    // The viewer opens over the dialog, titled with the contract's name.
    await dialogNamed(canvasElement, '2024年度门锁安装服务合同');
  },
};
