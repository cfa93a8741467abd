import { contract } from '@onsite/api-client';
import { createHandlers, currentUsers, networkErrorHandler, slowHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseLabelledOption, optionsOf } from '../../testing/storyKit';
import { EnterpriseInfoTab } from './EnterpriseInfoTab';
import { failingOnce, recording } from './testing/msw';

const { management, customInfo } = contract.enterprise;
const requests = fn();

const meta = {
  title: 'EnterpriseInfoTab/EnterpriseInfoTab',
  component: EnterpriseInfoTab,
  args: { enterpriseId: 1, editable: true, onSaved: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    requests.mockClear();
    msw.use(recording(management.get, requests));
  },
} satisfies Meta<typeof EnterpriseInfoTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the details filled the form. */
async function loaded(canvasElement: HTMLElement, name = '深圳安居智能锁业有限公司') {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByLabelText('企业名称')).toHaveValue(name), { timeout: 5000 });
  return canvas;
}
const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** A lock enterprise (type 0), everything editable for a platform user without a button list (D11). */
export const LockEnterprise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('radio', { name: '锁企' })).toBeChecked();
    await expect(canvas.getByLabelText('注册时间')).toHaveValue('2024-01-02 10:00');
    // The card tabs are named once the install-type dictionary is there.
    await expect(await canvas.findByRole('tab', { name: '门锁安装' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '售后维修' })).toBeVisible();
    await expect(await canvas.findByText('李市场')).toBeVisible();
    await expect(await canvas.findByText('每月 15 日')).toBeVisible();
    await expect(await canvas.findByText('南山区')).toBeVisible();
    await expect(await canvas.findByText('孙调度')).toBeVisible();
    await expect(await canvas.findByText('HT-2024-001')).toBeVisible();
    await expect(await canvas.findByLabelText('自定义信息1')).toBeEnabled();
    await expect(region(canvasElement, '旧件寄回地址').getAllByRole('radio')).toHaveLength(2);
    await expect(region(canvasElement, '寄件要求').getAllByRole('textbox')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '提交' })).toBeEnabled();
  },
};

/** A telecom company (type 1): one install type, weekly settlement paid 7 working days after the invoice. */
export const TelecomEnterprise: Story = {
  args: { enterpriseId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, '中国电信股份有限公司杭州分公司');
    await expect(canvas.getByRole('radio', { name: '电信企业' })).toBeChecked();
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(await canvas.findByText('开票后 7 个工作日')).toBeVisible();
    await expect(canvas.queryByLabelText('订单负责人')).toBeNull();
    await expect(await canvas.findByText('DX-2024-008')).toBeVisible();
  },
};

/** Spec 001 §4: importance type 1 shows the order-principal multi-select with the users of dept 103. */
export const ImportanceShowsOrderPrincipals: Story = {
  args: { enterpriseId: 2 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '中国电信股份有限公司杭州分公司');
    await chooseLabelledOption(canvasElement, '重要类型', '重要');
    await expect(await optionsOf(canvasElement, '订单负责人')).toEqual(['王派单', '孙调度']);
  },
};

/** The details are slow: their sections show loading while the contracts are already usable. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(slowHandler(management.get, Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: '基本信息' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('region', { name: '旧件寄回地址' })).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByText('HT-2024-001')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传合同' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeDisabled();
  },
};

/** The details fail: their sections say so with a retry; the contracts stay usable; the retry loads them. */
export const DetailsFailThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(management.get));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basic = region(canvasElement, '基本信息');
    await expect(await basic.findByText('企业信息加载失败')).toBeVisible();
    await expect(basic.getByText('系统错误，请稍后再试')).toBeVisible();
    await expect(await canvas.findByText('HT-2024-001')).toBeVisible();
    await userEvent.click(basic.getByRole('button', { name: '重试' }));
    await loaded(canvasElement);
    await expect(canvas.queryByText('企业信息加载失败')).toBeNull();
  },
};

/** A failed list (dictionaries, provinces) is shown with its retry; the form stays usable. */
export const ListsFail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      networkErrorHandler(contract.system.dict.data.findAll),
      networkErrorHandler(contract.basicdata.province.selectAllProvince),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText('字典数据加载失败')).toBeVisible();
    await expect(await canvas.findByText('省份加载失败')).toBeVisible();
    await expect(canvas.getByLabelText('企业名称')).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2);
  },
};

/** The custom info fails alone: its card says so; everything else works. */
export const CustomInfoFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(networkErrorHandler(customInfo.get));
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await region(canvasElement, '自定义信息').findByText('自定义信息加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeEnabled();
  },
};

/** enterpriseShow 0: nothing interactive — no enabled field, no button, no link; only tab switching. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await canvas.findByText('HT-2024-001');
    await canvas.findByLabelText('自定义信息1');
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryAllByRole('link')).toEqual([]);
    const fields = ['textbox', 'combobox', 'switch', 'radio', 'spinbutton'] as const;
    for (const role of fields)
      for (const field of canvas.queryAllByRole(role)) await expect(field).toBeDisabled();
    await userEvent.click(await canvas.findByRole('tab', { name: '售后维修' }));
    await expect(canvas.getByRole('tab', { name: '售后维修' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The viewer profile (view codes, contract list and info): everything shown, nothing editable. */
export const ViewerProfile: Story = {
  parameters: { user: currentUsers.viewer },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await canvas.findByText('HT-2024-001');
    await expect(canvas.queryByRole('button', { name: /提交|上传合同|编辑|新增|删除|禁用|启用/ })).toBeNull();
    for (const role of ['textbox', 'combobox', 'switch', 'radio'] as const)
      for (const field of canvas.queryAllByRole(role)) await expect(field).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: '下载' })).toHaveLength(2);
    await expect(canvas.getByText('负责人信息')).toBeVisible();
  },
};

/** An enterprise user (viewBaseData only): basic info, contacts and lists; no profile, contracts or submit. */
export const EnterpriseUserProfile: Story = {
  parameters: { user: currentUsers.enterprise },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.queryByRole('region', { name: '企业资料' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '企业合同' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '自定义信息' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '提交' })).toBeNull();
    await expect(canvas.getByRole('region', { name: '旧件寄回地址' })).toBeVisible();
  },
};

/** Spec 001 §5: only user type '00' may switch the sales-order code; a market user ('01', every code) may not. */
export const SaleOrderCodeForMarketUser: Story = {
  parameters: { user: currentUsers.market },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('switch', { name: '需要销售单号' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: '需要配件' })).toBeEnabled();
    await expect(canvas.getByLabelText('企业名称')).toBeEnabled();
  },
};

export const SaleOrderCodeForPlatformSuper: Story = {
  parameters: { user: currentUsers.admin },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('switch', { name: '需要销售单号' })).toBeEnabled();
  },
};

/** hideEnterpriseInfo 1 hides the enterprise info permission: nothing of the enterprise is asked for. */
export const HiddenEnterpriseInfo: Story = {
  args: { hideEnterpriseInfo: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('无权查看企业信息')).toBeVisible();
    await expect(requests).not.toHaveBeenCalled();
  },
};

/** The same tab in Portuguese (D1). */
export const InPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Nome da empresa')).toHaveValue('深圳安居智能锁业有限公司'),
    );
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await expect(
      canvas.getByRole('region', { name: 'Endereços de devolução de peças usadas' }),
    ).toBeVisible();
  },
};
