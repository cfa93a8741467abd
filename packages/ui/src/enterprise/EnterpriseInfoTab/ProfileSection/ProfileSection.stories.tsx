import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseLabelledOption, optionsOf } from '../../../testing/storyKit';
import { FormFrame } from '../testing/FormFrame';
import {
  areasByCity,
  citiesByProvince,
  dictOptions,
  lockFormValues,
  orderPrincipalOptions,
  provinces,
  telecomFormValues,
} from '../testing/fixtures';
import { ProfileSection, type ProfileSectionProps } from './ProfileSection';

const submitted = fn();

const FULL_ACCESS = {
  viewPrincipal: true,
  editPrincipal: true,
  viewAccount: true,
  editAccount: true,
  viewInner: true,
  editInner: true,
  editSaleOrderCode: true,
};
const VIEW_ONLY = {
  ...FULL_ACCESS,
  editPrincipal: false,
  editAccount: false,
  editInner: false,
  editSaleOrderCode: false,
};

/** The section with the cascade's lists picked from the fixtures, as the connected tab picks them from the api. */
function WithRegions(props: Omit<ProfileSectionProps, 'regions'>) {
  const form = Form.useFormInstance();
  const province = Form.useWatch('province', form);
  const city = Form.useWatch('city', form);
  const regions = { provinces, cities: citiesByProvince[province] ?? [], areas: areasByCity[city] ?? [] };
  return <ProfileSection {...props} regions={regions} />;
}

const meta = {
  title: 'EnterpriseInfoTab/ProfileSection',
  component: ProfileSection,
  args: {
    access: FULL_ACCESS,
    dictOptions,
    orderPrincipalOptions,
    regions: { provinces, cities: [], areas: [] },
  },
  parameters: { formValues: lockFormValues },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: ({ regions: _regions, ...args }, { parameters }) => (
    <FormFrame initialValues={parameters.formValues} onFinish={submitted}>
      <WithRegions {...args} />
    </FormFrame>
  ),
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: /提\s*交/ }));
const submittedWith = (values: object) =>
  waitFor(() => expect(submitted).toHaveBeenLastCalledWith(expect.objectContaining(values)));
const days = (from: number, to: number, label: (day: number) => string) =>
  Array.from({ length: to - from + 1 }, (_, index) => label(from + index));

/** The lock enterprise settles monthly on a fixed day (15): days 1–28 are offered. */
export const LockEnterprise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('月结')).toBeVisible();
    await expect(canvas.getByText('每月 15 日')).toBeVisible();
    await expect(await optionsOf(canvasElement, '回款日期')).toEqual(days(1, 28, (day) => `每月 ${day} 日`));
    await expect(canvas.getByText('招商银行')).toBeVisible();
    await expect(canvas.getByText('南山区')).toBeVisible();
  },
};

/** The telecom company settles weekly, paid 7 working days after the invoice: 3/7/15/30 are offered. */
export const TelecomEnterprise: Story = {
  parameters: { formValues: telecomFormValues },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('开票后 7 个工作日')).toBeVisible();
    await expect(await optionsOf(canvasElement, '回款日期')).toEqual(
      [3, 7, 15, 30].map((day) => `开票后 ${day} 个工作日`),
    );
  },
};

/**
 * Spec 001 §4: weekly + fixed day gives 1–7 and the monthly day 15 is cleared; monthly gives 1–28;
 * after-invoice gives 3/7/15/30; a settlement other than weekly or monthly clears type and date.
 */
export const ReturnDayRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLabelledOption(canvasElement, '结算周期', '周结');
    await expect(canvas.queryByText('每月 15 日')).toBeNull();
    await expect(await optionsOf(canvasElement, '回款日期')).toEqual(days(1, 7, (day) => `每周第 ${day} 天`));
    await chooseLabelledOption(canvasElement, '回款日期', '每周第 5 天');

    await chooseLabelledOption(canvasElement, '结算周期', '月结');
    // Day 5 exists in a month too: it is kept.
    await expect(canvas.getByText('每月 5 日')).toBeVisible();
    await expect(await optionsOf(canvasElement, '回款日期')).toHaveLength(28);

    await chooseLabelledOption(canvasElement, '回款方式', '开票后回款');
    await expect(await optionsOf(canvasElement, '回款日期')).toEqual(
      [3, 7, 15, 30].map((day) => `开票后 ${day} 个工作日`),
    );
    await expect(canvas.queryByText('开票后 5 个工作日')).toBeNull();
    await chooseLabelledOption(canvasElement, '回款日期', '开票后 30 个工作日');

    await chooseLabelledOption(canvasElement, '结算周期', '单结');
    await expect(canvas.getByLabelText('回款方式')).toBeDisabled();
    await expect(canvas.getByLabelText('回款日期')).toBeDisabled();
    await submit(canvasElement);
    await submittedWith({
      enterpriseSettlementType: '0',
      returnedMoneyType: undefined,
      returnedMoneyDate: undefined,
    });
  },
};

/** Spec 001 §4: importance type 1 shows the order-principal multi-select (users of dept 103). */
export const ImportanceShowsOrderPrincipals: Story = {
  parameters: { formValues: telecomFormValues },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('订单负责人')).toBeNull();
    await chooseLabelledOption(canvasElement, '重要类型', '重要');
    await expect(await canvas.findByLabelText('订单负责人')).toBeEnabled();
    await chooseLabelledOption(canvasElement, '订单负责人', '孙调度');
    await submit(canvasElement);
    await submittedWith({ enterpriseImportanceType: '1', orderPrincipals: [6] });
    await chooseLabelledOption(canvasElement, '重要类型', '普通');
    await expect(canvas.queryByLabelText('订单负责人')).toBeNull();
  },
};

/** Province → city → area: a new province clears city and area; the lists follow the choice. */
export const AddressCascade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await optionsOf(canvasElement, '城市')).toEqual(['深圳市', '广州市']);
    await chooseLabelledOption(canvasElement, '省份', '浙江省');
    await expect(canvas.queryByText('深圳市')).toBeNull();
    await expect(canvas.queryByText('南山区')).toBeNull();
    await chooseLabelledOption(canvasElement, '城市', '杭州市');
    await chooseLabelledOption(canvasElement, '区县', '西湖区');
    await submit(canvasElement);
    await submittedWith({ province: '330000', city: '330100', area: '330106' });
  },
};

/** The bank is one of the 25 listed banks. */
export const Banks: Story = {
  play: async ({ canvasElement }) => {
    const banks = await optionsOf(canvasElement, '开户银行');
    await expect(banks).toHaveLength(25);
    await expect(banks).toContain('中国工商银行');
  },
};

/** Spec 001 §5: the sales-order-code switch is usable only by user type '00'. */
export const SaleOrderCodeForPlatformSuper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: '需要销售单号' }));
    await submit(canvasElement);
    await submittedWith({ needSaleOrderCode: true });
  },
};

export const SaleOrderCodeForOtherUsers: Story = {
  args: { access: { ...FULL_ACCESS, editSaleOrderCode: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('需要销售单号')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('switch', { name: '需要销售单号' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: '需要配件' })).toBeEnabled();
  },
};

/** The viewer profile: every group shown, nothing can be changed. */
export const ViewOnly: Story = {
  args: { access: VIEW_ONLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Values read as text in read-only, enabled text boxes (issue 15, item 12), the address
    // cascade's regions by name: no disabled control, no select.
    for (const field of canvas.getAllByRole('textbox')) {
      await expect(field).toHaveAttribute('readonly');
      await expect(field).toBeEnabled();
    }
    await expect(
      canvasElement.querySelectorAll(':disabled, [aria-disabled="true"], .ant-select'),
    ).toHaveLength(0);
    await expect(canvas.queryAllByRole('combobox')).toEqual([]);
    await expect(canvas.queryAllByRole('switch')).toEqual([]);
    await expect(canvas.queryAllByRole('spinbutton')).toEqual([]);
    for (const label of ['企业负责人', '结算周期', '开户银行', '税点', '企业等级', '需要配件'])
      await expect(canvas.getByLabelText(label)).toHaveAttribute('readonly');
    for (const [label, value] of [
      ['省份', '广东省'],
      ['城市', '深圳市'],
      ['区县', '南山区'],
      ['企业电话', '0755-86000001'],
      ['企业地址', '广东省深圳市南山区科技园南区8栋'],
    ] as const)
      await expect(canvas.getByLabelText(label)).toHaveValue(value);
  },
};

/** Without viewPrincipalInfo, viewAccountInfo and viewInnerInfo those groups are removed. */
export const NoProfilePermission: Story = {
  args: {
    access: { ...VIEW_ONLY, viewPrincipal: false, viewAccount: false, viewInner: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('负责人信息')).toBeNull();
    await expect(canvas.queryByText('账户信息')).toBeNull();
    await expect(canvas.queryByText('内部信息')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
