import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseLabelledOption, expectTextShown } from '../../../testing/storyKit';
import { FormFrame } from '../testing/FormFrame';
import { dictOptions, lockFormValues, marketPrincipalOptions, telecomFormValues } from '../testing/fixtures';
import { BasicInfoSection } from './BasicInfoSection';

const submitted = fn();

const meta = {
  title: 'EnterpriseInfoTab/BasicInfoSection',
  component: BasicInfoSection,
  args: {
    installTypeOptions: dictOptions.install_type ?? [],
    marketPrincipalOptions,
    editCommon: true,
    editBasicInner: true,
  },
  parameters: { formValues: lockFormValues },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args, { parameters }) => (
    <FormFrame initialValues={parameters.formValues} onFinish={submitted}>
      <BasicInfoSection {...args} />
    </FormFrame>
  ),
} satisfies Meta<typeof BasicInfoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /提\s*交/ }));

/** A lock enterprise (type 0): every field filled from the details, the register time as YYYY-MM-DD HH:mm. */
export const LockEnterprise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司');
    await expect(canvas.getByLabelText('企业简称')).toHaveValue('安居锁业');
    await expect(canvas.getByLabelText('注册时间')).toHaveValue('2024-01-02 10:00');
    await expect(canvas.getByRole('radio', { name: '锁企' })).toBeChecked();
    await expect(canvas.getByText('李市场')).toBeVisible();
  },
};

/** A telecom company (type 1). */
export const TelecomEnterprise: Story = {
  parameters: { formValues: telecomFormValues },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '电信企业' })).toBeChecked();
    await expect(canvas.getByText('周拓展')).toBeVisible();
  },
};

/** Spec 001 §5: an empty name says 请输入企业名称, an empty short name 请输入企业简称; nothing is submitted. */
export const NamesRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('企业名称'));
    await userEvent.clear(canvas.getByLabelText('企业简称'));
    await submit(canvas);
    await expectTextShown(within(canvasElement), '请输入企业名称');
    await expectTextShown(within(canvasElement), '请输入企业简称');
    await expect(submitted).not.toHaveBeenCalled();

    // Whitespace alone is empty too.
    await userEvent.type(canvas.getByLabelText('企业名称'), '   ');
    await submit(canvas);
    await expectTextShown(within(canvasElement), '请输入企业名称');

    await userEvent.clear(canvas.getByLabelText('企业名称'));
    await userEvent.type(canvas.getByLabelText('企业名称'), '新企业');
    await userEvent.type(canvas.getByLabelText('企业简称'), '新简称');
    await submit(canvas);
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        expect.objectContaining({ enterpriseName: '新企业', enterpriseSysName: '新简称' }),
      ),
    );
  },
};

/** Removing an install type that was the default clears the default. */
export const DefaultFollowsInstallTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Deselect 门锁安装 (the default) in the install types.
    await chooseLabelledOption(canvasElement, '安装类型', '门锁安装');
    await submit(canvas);
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        expect.objectContaining({ installTypes: ['3'], defaultInstallType: undefined }),
      ),
    );
  },
};

/**
 * Without editCommonInfo and editBasicInnerInfo every field is shown and none can be changed: each
 * value reads as text in a read-only text box (issue 15, item 12), no greyed-out control.
 */
export const ReadOnly: Story = {
  args: { editCommon: false, editBasicInner: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textboxes = canvas.getAllByRole('textbox');
    await expect(textboxes).toHaveLength(9);
    for (const textbox of textboxes) {
      await expect(textbox).toHaveAttribute('readonly');
      await expect(textbox).toBeEnabled();
    }
    await expect(canvas.queryAllByRole('combobox')).toEqual([]);
    await expect(canvas.queryAllByRole('radio')).toEqual([]);
  },
};

/** Only editBasicInnerInfo: registrant fields are editable, the common ones are not. */
export const BasicInnerOnly: Story = {
  args: { editCommon: false, editBasicInner: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('企业名称')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('注册人')).toBeEnabled();
    await expect(canvas.getByLabelText('市场负责人')).toBeEnabled();
  },
};
