import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, named, recording } from '../../testing/storyKit';
import { EnterpriseHistoryTab, type EnterpriseHistoryTabProps } from './EnterpriseHistoryTab';

const { recordList } = contract.enterprise.management;
/** The query of every history request the server received. */
const requested = fn();

const meta = {
  title: 'EnterpriseDetailsDialog/History/EnterpriseHistoryTab',
  component: EnterpriseHistoryTab,
  args: { enterpriseId: 1, active: true },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    requested.mockClear();
    msw.use(recording(recordList, requested));
  },
} satisfies Meta<typeof EnterpriseHistoryTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const today = () => dayjs().format('YYYY-MM-DD');

/** Today's range by default; JSON rows as `label: old → new`, text rows as they are; a module filter. */
export const RowsAndFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('企业简称: 安居 → 安居锁业')).toBeVisible();
    await expect(canvas.getByText('上传合同 HT-2024-001')).toBeVisible();
    await expect(canvas.getByText('门锁换芯: 50 → 60')).toBeVisible();
    await expect(requested).toHaveBeenCalledWith(
      expect.objectContaining({
        enterpriseId: '1',
        startTime: `${today()} 00:00:00`,
        endTime: `${today()} 23:59:59`,
        pageNum: '1',
        pageSize: '10',
      }),
    );
    await chooseOption(canvas.getByRole('combobox', { name: '模块' }), '金额信息');
    await userEvent.type(canvas.getByRole('textbox', { name: '操作人' }), '系统管理员');
    await userEvent.click(canvas.getByRole('button', { name: named('查询') }));
    await waitFor(() => expect(canvas.queryByText('上传合同 HT-2024-001')).toBeNull());
    await expect(canvas.getByText('门锁换芯: 50 → 60')).toBeVisible();
    await expect(requested).toHaveBeenLastCalledWith(
      expect.objectContaining({ module: '金额信息', operateBy: '系统管理员' }),
    );
  },
};

/** The history tab inside tabs, as the dialog shows it. */
function InTabs(props: EnterpriseHistoryTabProps) {
  const [active, setActive] = useState('history');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'other', label: '其他', children: '其他内容' },
        {
          key: 'history',
          label: '企业历史',
          children: <EnterpriseHistoryTab {...props} active={active === 'history'} />,
        },
      ]}
    />
  );
}

/** Spec 001 §2: each opening of the tab refreshes the table. */
export const RefreshOnOpening: Story = {
  render: (args) => <InTabs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('上传合同 HT-2024-001');
    await expect(requested).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('tab', { name: '其他' }));
    await userEvent.click(canvas.getByRole('tab', { name: '企业历史' }));
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(2));
  },
};

/** The same search again fetches again. */
export const SearchAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('上传合同 HT-2024-001');
    await userEvent.click(canvas.getByRole('button', { name: named('查询') }));
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(2));
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(recordList, '历史记录服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('历史记录服务暂时不可用')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(emptyHandler(recordList));
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('暂无数据'))[0]).toBeVisible();
  },
};

/** Read-only dialog: today's rows, the query form disabled. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('上传合同 HT-2024-001');
    await expect(canvas.getByRole('button', { name: named('查询') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '操作人' })).toBeDisabled();
  },
};
