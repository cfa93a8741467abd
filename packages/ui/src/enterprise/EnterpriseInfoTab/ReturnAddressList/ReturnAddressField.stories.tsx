import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectTextShown } from '../../../testing/storyKit';
import { FormFrame } from '../testing/FormFrame';
import { lockFormValues } from '../testing/fixtures';
import { ReturnAddressField } from './ReturnAddressField';

const submitted = fn();

const meta = {
  title: 'EnterpriseInfoTab/ReturnAddressField',
  component: ReturnAddressField,
  args: { editable: true },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <FormFrame initialValues={lockFormValues} onFinish={submitted}>
      <ReturnAddressField {...args} />
    </FormFrame>
  ),
} satisfies Meta<typeof ReturnAddressField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /提\s*交/ }));

/** Spec 001 §5: a started row needs contact, phone and address: 旧件寄回地址填写不完整!, submit blocked. */
export const IncompleteRowBlocksSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新增地址' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '第 3 个地址的联系人' }), '新仓管');
    await submit(canvas);
    await expectTextShown(within(canvasElement), '旧件寄回地址填写不完整!');
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: '第 3 个地址的联系方式' }), '13700000000');
    await userEvent.type(canvas.getByRole('textbox', { name: '第 3 个地址的寄回地址' }), '新仓库');
    await waitFor(() => expect(canvas.queryByText('旧件寄回地址填写不完整!')).toBeNull());
    await submit(canvas);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  },
};

/** Spec 001 §5: a phone that is not an 11-digit mobile number says 请输入11位联系方式; submit blocked. */
export const BadPhoneBlocksSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: '第 2 个地址的联系方式' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '1391234');
    await submit(canvas);
    await expectTextShown(within(canvasElement), '请输入11位联系方式');
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(phone, '0006');
    await waitFor(() => expect(canvas.queryByText('请输入11位联系方式')).toBeNull());
  },
};

/** A blank row blocks nothing: it is dropped when the enterprise is saved. */
export const BlankRowPasses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新增地址' }));
    await submit(canvas);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  },
};

const FIELDS = ['联系人', '联系方式', '寄回地址'] as const;
const fieldOf = (canvas: ReturnType<typeof within>, index: number, field: (typeof FIELDS)[number]) =>
  canvas.getByRole('textbox', { name: `第 ${index} 个地址的${field}` });
/** The red outline is antd's error status of the input; no role or text carries it. */
const outlined = (input: HTMLElement) => input.classList.contains('ant-input-status-error');
const expectMarked = async (input: HTMLElement, message: string) => {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
  await expect(outlined(input)).toBe(true);
};
const expectUnmarked = async (input: HTMLElement) => {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(outlined(input)).toBe(false);
};

/** Issue 15 item 11: a bad phone in the second row marks that phone alone, described by its message. */
export const OnlyTheBadPhoneIsMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = fieldOf(canvas, 2, '联系方式');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1391234');
    await submit(canvas);
    await expectTextShown(within(canvasElement), '请输入11位联系方式');
    await waitFor(() => expectMarked(phone, '请输入11位联系方式'));
    for (const field of FIELDS) await expectUnmarked(fieldOf(canvas, 1, field));
    await expectUnmarked(fieldOf(canvas, 2, '联系人'));
    await expectUnmarked(fieldOf(canvas, 2, '寄回地址'));
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/**
 * Issue 15 item 11: an incomplete row marks its empty fields only, and each mark goes as the field
 * is filled; the complete rows are never marked.
 */
export const OnlyTheMissingFieldsAreMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新增地址' }));
    await userEvent.type(fieldOf(canvas, 3, '联系人'), '新仓管');
    await submit(canvas);
    await expectTextShown(within(canvasElement), '旧件寄回地址填写不完整!');
    await waitFor(() => expectMarked(fieldOf(canvas, 3, '联系方式'), '旧件寄回地址填写不完整!'));
    await expectMarked(fieldOf(canvas, 3, '寄回地址'), '旧件寄回地址填写不完整!');
    await expectUnmarked(fieldOf(canvas, 3, '联系人'));
    for (const index of [1, 2])
      for (const field of FIELDS) await expectUnmarked(fieldOf(canvas, index, field));

    await userEvent.type(fieldOf(canvas, 3, '联系方式'), '13700000000');
    await waitFor(() => expectUnmarked(fieldOf(canvas, 3, '联系方式')));
    await expectMarked(fieldOf(canvas, 3, '寄回地址'), '旧件寄回地址填写不完整!');
    await userEvent.type(fieldOf(canvas, 3, '寄回地址'), '新仓库');
    await waitFor(() => expect(canvas.queryByText('旧件寄回地址填写不完整!')).toBeNull());
    for (const field of FIELDS) await expectUnmarked(fieldOf(canvas, 3, field));
  },
};
