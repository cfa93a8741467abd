import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, within } from 'storybook/test';
import { CustomInfoSection } from './CustomInfoSection';

const meta = {
  title: 'EnterpriseInfoTab/CustomInfoSection',
  component: CustomInfoSection,
  args: { editable: true },
  render: (args) => (
    <Form
      layout="vertical"
      name="customInfo"
      initialValues={{ info1: '月结对账联系人：刘会计', info2: '', info3: '' }}
    >
      <CustomInfoSection {...args} />
    </Form>
  ),
} satisfies Meta<typeof CustomInfoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('自定义信息1')).toHaveValue('月结对账联系人：刘会计');
    await expect(canvas.getByLabelText('自定义信息3')).toBeEnabled();
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    for (const textbox of within(canvasElement).getAllByRole('textbox'))
      await expect(textbox).toHaveAttribute('readonly');
  },
};
