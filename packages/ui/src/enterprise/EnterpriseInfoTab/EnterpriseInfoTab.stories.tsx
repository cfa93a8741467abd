import { contract } from '@onsite/api-client';
import {
  createHandlers,
  currentUsers,
  happyResolver,
  networkErrorHandler,
  routeOf,
  slowHandler,
} from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseLabelledOption, expectShown, optionsOf } from '../../testing/storyKit';
import { EnterpriseInfoTab } from './EnterpriseInfoTab';
import { recording } from './testing/msw';

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

/**
 * Fails the first `times` requests of `call` with no answer at all, then answers as usual. A read
 * is tried once more after a network failure, so twice makes the failure show.
 */
const noAnswer = (call: Parameters<typeof routeOf>[0], times = 2) => {
  let failures = 0;
  return routeOf(call)((info) => {
    if (failures >= times) return happyResolver(call)(info);
    failures += 1;
    return HttpResponse.error();
  });
};

/**
 * The values of lock enterprise 1 as a read-only person reads them in tab 1 (issue 15, item 12):
 * a choice's label, 是 / 否, a formatted date, never a code.
 */
const READ_ONLY_VALUES: [label: string, value: string][] = [
  ['企业名称', '深圳安居智能锁业有限公司'],
  ['企业简称', '安居锁业'],
  ['企业类型', '锁企'],
  ['注册人', '陈安居'],
  ['注册时间', '2024-01-02 10:00'],
  ['市场负责人', '李市场'],
  ['安装类型', '门锁安装、售后维修'],
  ['默认安装类型', '门锁安装'],
  ['企业负责人', '陈安居'],
  ['财务负责人电话', '13912340003'],
  ['付款方式', '预付款'],
  ['结算周期', '月结'],
  ['回款方式', '固定日回款'],
  ['回款日期', '每月 15 日'],
  ['开票方式', '开票'],
  ['发票类型', '增值税专用发票'],
  ['开户银行', '招商银行'],
  ['税费承担方', '企业承担'],
  ['税点', '6%'],
  ['企业等级', '三星'],
  ['重要类型', '重要'],
  ['订单负责人', '王派单、孙调度'],
  ['需要销售单号', '否'],
  ['需要配件', '是'],
  ['省份', '广东省'],
  ['城市', '深圳市'],
  ['区县', '南山区'],
  ['企业电话', '0755-86000001'],
  ['企业地址', '广东省深圳市南山区科技园南区8栋'],
  ['第 1 个地址的联系人', '陈仓管'],
  ['第 1 个地址的联系方式', '13912340005'],
  ['第 2 个地址的寄回地址', '广州市天河区员村仓库'],
  ['第 1 条寄件要求', '旧锁需拍照后寄回'],
  ['第 2 条寄件要求', '包装完好'],
];

/**
 * Every value above reads as text in a read-only, labelled text box: not a disabled control (light
 * grey), not a select; the same for the contacts, the custom info and the remark.
 */
async function expectReadOnlyPresentation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const [label, value] of READ_ONLY_VALUES) {
    const field = await waitFor(() => {
      const found = canvas.getByLabelText(label);
      expect(found).toHaveValue(value);
      return found;
    });
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toBeEnabled();
  }
  for (const name of [
    '基本信息',
    '安装类型联系人',
    '企业资料',
    '自定义信息',
    '企业备注',
    '旧件寄回地址',
    '寄件要求',
  ]) {
    const section = canvas.getByRole('region', { name });
    await expect(section.querySelectorAll(':disabled, [aria-disabled="true"], .ant-select')).toHaveLength(0);
  }
  for (const field of canvas.getAllByLabelText('负责人姓名')) await expect(field).toHaveAttribute('readonly');
  await expect(canvas.getByLabelText('自定义信息1')).toHaveAttribute('readonly');
}

/** A lock enterprise (type 0), everything editable for a platform user without a button list (D11). */
export const LockEnterprise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('radio', { name: '锁企' })).toBeChecked();
    await expect(canvas.getByLabelText('注册时间')).toHaveValue('2024-01-02 10:00');
    // The card tabs are named once the install-type dictionary is there.
    await expectShown(canvas.findByRole('tab', { name: '门锁安装' }));
    await expect(canvas.getByRole('tab', { name: '售后维修' })).toBeVisible();
    await expectShown(canvas.findByText('李市场'));
    await expectShown(canvas.findByText('每月 15 日'));
    await expectShown(canvas.findByText('南山区'));
    await expectShown(canvas.findByText('孙调度'));
    await expectShown(canvas.findByText('HT-2024-001'));
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
    await expectShown(canvas.findByText('开票后 7 个工作日'));
    await expect(canvas.queryByLabelText('订单负责人')).toBeNull();
    await expectShown(canvas.findByText('DX-2024-008'));
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
    await expectShown(canvas.findByText('HT-2024-001'));
    await expect(canvas.getByRole('button', { name: '上传合同' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeDisabled();
  },
};

/** The details fail: their sections say so with a retry; the contracts stay usable; the retry loads them. */
export const DetailsFailThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(noAnswer(management.get));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basic = region(canvasElement, '基本信息');
    await expectShown(basic.findByText('企业信息加载失败'));
    await expect(basic.getByText('系统错误，请稍后再试')).toBeVisible();
    await expectShown(canvas.findByText('HT-2024-001'));
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
    await expectShown(canvas.findByText('字典数据加载失败'));
    await expectShown(canvas.findByText('省份加载失败'));
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

/**
 * enterpriseShow 0: nothing interactive — no field to change, no button but a contract's 查看 and
 * 下载 (issue 15 item 6), no link; only tab switching. The values read as text (issue 15, item 12).
 */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await canvas.findByText('HT-2024-001');
    await canvas.findByLabelText('自定义信息1');
    // Reading a contract is not editing (issue 15 item 6): 查看 and 下载 are the only buttons.
    const reading = /^(查看|下载)$/;
    await expect(
      canvas.queryAllByRole('button').filter((button) => !reading.test(button.textContent ?? '')),
    ).toEqual([]);
    await expect(canvas.getAllByRole('button', { name: '下载' })).toHaveLength(2);
    await expect(canvas.queryAllByRole('link')).toEqual([]);
    for (const field of canvas.queryAllByRole('textbox')) {
      await expect(field).toHaveAttribute('readonly');
      await expect(field).toBeEnabled();
    }
    for (const role of ['combobox', 'switch', 'radio', 'spinbutton'] as const)
      for (const field of canvas.queryAllByRole(role)) await expect(field).toBeDisabled();
    await expectReadOnlyPresentation(canvasElement);
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
    for (const field of canvas.queryAllByRole('textbox')) {
      await expect(field).toHaveAttribute('readonly');
      await expect(field).toBeEnabled();
    }
    for (const role of ['combobox', 'switch', 'radio'] as const)
      for (const field of canvas.queryAllByRole(role)) await expect(field).toBeDisabled();
    await expectReadOnlyPresentation(canvasElement);
    await expect(canvas.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: '下载' })).toHaveLength(2);
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
    // Shown to everyone, changed only by user type '00': read-only text for the market user.
    await expect(canvas.getByLabelText('需要销售单号')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('需要销售单号')).toHaveValue('否');
    await expect(canvas.getByRole('switch', { name: '需要配件' })).toBeEnabled();
    await expect(canvas.getByLabelText('企业名称')).toBeEnabled();
    await expect(canvas.getByLabelText('企业名称')).not.toHaveAttribute('readonly');
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
    await expectShown(within(canvasElement).findByText('无权查看企业信息'));
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
