import { enterpriseHistory } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryContent } from './HistoryContent';

const meta = {
  title: 'EnterpriseDetailsDialog/History/HistoryContent',
  component: HistoryContent,
  args: { row: enterpriseHistory[0] ?? { dataType: 0, operateContent: '' } },
} satisfies Meta<typeof HistoryContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** dataType 1: one `label: old → new` line per changed field (spec 001 §3). */
export const JsonChanges: Story = {
  args: {
    row: {
      dataType: 1,
      operateContent: JSON.stringify([
        { label: '企业简称', oldValue: '安居', newValue: '安居锁业' },
        { label: '备注', oldValue: '', newValue: '重点客户' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      '企业简称: 安居 → 安居锁业',
      '备注: （空） → 重点客户',
    ]);
  },
};

/** dataType 0: the text as it is. */
export const PlainText: Story = {
  args: { row: { dataType: 0, operateContent: '上传合同 HT-2024-001' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('上传合同 HT-2024-001')).toBeVisible();
  },
};

/** dataType 1 with content that is not the expected JSON falls back to the raw text. */
export const MalformedJson: Story = {
  args: { row: { dataType: 1, operateContent: '{not json' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('{not json')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};
