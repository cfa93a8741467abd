import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseLabelledOption } from '../../../testing/storyKit';
import { BasicInfoSection } from '../BasicInfoSection';
import { FormFrame } from '../testing/FormFrame';
import { dictOptions, lockFormValues, marketPrincipalOptions, telecomFormValues } from '../testing/fixtures';
import { InstallTypeContactsCard } from './InstallTypeContactsCard';

const submitted = fn();
const installTypeOptions = dictOptions.install_type ?? [];

const meta = {
  title: 'EnterpriseInfoTab/InstallTypeContactsCard',
  component: InstallTypeContactsCard,
  args: { installTypeOptions, editable: true },
  parameters: { formValues: lockFormValues },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args, { parameters }) => (
    <FormFrame initialValues={parameters.formValues} onFinish={submitted}>
      <InstallTypeContactsCard {...args} />
    </FormFrame>
  ),
} satisfies Meta<typeof InstallTypeContactsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lock enterprise has two install types, hence two card tabs, each with its own contacts. */
export const TwoInstallTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '门锁安装' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: '负责人姓名' })).toHaveValue('安居经理');
    await userEvent.click(canvas.getByRole('tab', { name: '售后维修' }));
    await expect(canvas.getByRole('textbox', { name: '负责人姓名' })).toHaveValue('安居售后经理');
  },
};

/** The telecom company has one install type. */
export const OneInstallType: Story = {
  parameters: { formValues: telecomFormValues },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: '客服姓名' })).toHaveValue('电信客服');
  },
};

/** Choosing an install type in the basic info adds its card tab; its fields are named with the code. */
export const FollowsInstallTypes: Story = {
  render: (args, { parameters }) => (
    <FormFrame initialValues={parameters.formValues} onFinish={submitted}>
      <BasicInfoSection
        installTypeOptions={installTypeOptions}
        marketPrincipalOptions={marketPrincipalOptions}
        editCommon
        editBasicInner
      />
      <InstallTypeContactsCard {...args} />
    </FormFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLabelledOption(canvasElement, '安装类型', '宽带安装');
    await userEvent.click(await canvas.findByRole('tab', { name: '宽带安装' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '负责人姓名' }), '宽带经理');
    await userEvent.click(canvas.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        expect.objectContaining({ installTypes: ['1', '3', '2'], principalName2: '宽带经理' }),
      ),
    );
  },
};

/** No install type chosen: a hint instead of the tabs. */
export const NoInstallType: Story = {
  parameters: { formValues: { ...lockFormValues, installTypes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('请先选择安装类型')).toBeVisible();
  },
};

/** Without editCommonInfo the contacts are shown, not editable; the tabs still switch. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const textbox of canvas.getAllByRole('textbox')) {
      await expect(textbox).toHaveAttribute('readonly');
      await expect(textbox).toBeEnabled();
    }
    await userEvent.click(canvas.getByRole('tab', { name: '售后维修' }));
    await expect(canvas.getByRole('tab', { name: '售后维修' })).toHaveAttribute('aria-selected', 'true');
  },
};
