import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler, routeOf } from '@onsite/api-client/testing';
import type { EnterpriseHistory } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from 'antd';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, expectShown, named, recording, SLOW } from '../../testing/storyKit';
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
    await expectShown(canvas.findByText('企业简称: 安居 → 安居锁业'));
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
    await expectShown(canvas.findByText('历史记录服务暂时不可用'));
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

/** A history row as the reference server writes it. */
function historyRow(
  no: number,
  operateContent: string,
  operateTime: string,
  dataType: 0 | 1 = 1,
): EnterpriseHistory {
  return {
    no,
    enterpriseName: '深圳安居智能锁业有限公司',
    module: '企业信息',
    operateType: '修改',
    operateContent,
    dataType,
    operateBy: '系统管理员',
    operateTime,
  };
}

/** The history call answering `rows` whose time lies in the requested range, as the server does. */
function answering(rows: readonly EnterpriseHistory[]) {
  return routeOf(recordList)(({ request }) => {
    const query = new URL(request.url).searchParams;
    requested(Object.fromEntries(query));
    const start = query.get('startTime') ?? '';
    const end = query.get('endTime') ?? '9999';
    const shown = rows.filter((row) => row.operateTime >= start && row.operateTime <= end);
    return HttpResponse.json({ code: 0, msg: '查询成功', rows: shown, total: shown.length });
  });
}

const now = () => dayjs().format('YYYY-MM-DD HH:mm:ss');

/** The change lines of the table (the pager's items are list items too), once rows are shown. */
function changeLines(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const canvas = within(canvasElement);
  return waitFor(() => {
    const lines = within(canvas.getByRole('table')).getAllByRole('listitem');
    expect(lines.length).toBeGreaterThan(0);
    return lines;
  }, SLOW);
}
const LONG_PATH = `enterprise/20240520/${'a1b2c3d4e5f6'.repeat(12)}.png`;

/**
 * Issue 15 item 3: a long value (a picture path) wraps inside the content column; the table stays
 * as wide as the dialog's body (1,302 px) and the other columns keep their widths.
 */
export const LongValueStaysInside: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answering([
        historyRow(
          1,
          JSON.stringify([
            { label: '门锁-条形码示例图', oldValue: '', newValue: `${LONG_PATH},${LONG_PATH}` },
          ]),
          now(),
        ),
        historyRow(2, `上传示例图 ${LONG_PATH}`, now(), 0),
      ]),
    );
  },
  render: (args) => (
    <div data-testid="dialog-body" style={{ width: 1302 }}>
      <EnterpriseHistoryTab {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [line] = await changeLines(canvasElement);
    if (line === undefined) throw new Error('no change line');
    const body = canvas.getByTestId('dialog-body');
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(body.clientWidth);
    // The whole path is there, wrapped inside its cell.
    await expect(line.textContent).toContain(LONG_PATH);
    const cell = line.closest('td');
    await expect(cell?.scrollWidth).toBeLessThanOrEqual(Math.ceil(cell?.getBoundingClientRect().width ?? 0));
    // Each header keeps its width and its text stays on one line.
    for (const [name, width] of [
      ['序号', 80],
      ['模块', 130],
      ['操作类型', 120],
      ['操作人', 120],
      ['操作时间', 180],
    ] as const) {
      const header = canvas.getByRole('columnheader', { name });
      const box = header.getBoundingClientRect();
      await expect(Math.abs(box.width - width)).toBeLessThanOrEqual(1);
      const style = getComputedStyle(header);
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      await expect(box.height - padding).toBeLessThan(Number.parseFloat(style.lineHeight) * 1.5);
    }
    const time = canvas.getAllByText(now().slice(0, 10), { exact: false })[0];
    const timeCell = time?.closest('td');
    await expect(timeCell?.scrollWidth).toBeLessThanOrEqual(
      Math.ceil(timeCell?.getBoundingClientRect().width ?? 0),
    );
  },
};

const LABELLED_ROWS = [
  historyRow(
    1,
    JSON.stringify([
      { label: '结算周期', oldValue: '单结', newValue: '月结', field: 'enterpriseSettlementType' },
      { label: '回款方式', oldValue: '', newValue: '固定日期回款', field: 'returnedMoneyType' },
      { label: '需要配件', oldValue: '否', newValue: '是', field: 'needAccessories' },
      { label: '旧件寄回地址', oldValue: '', newValue: '张三 13800000000 深圳（默认）', field: 'contacts' },
    ]),
    now(),
  ),
  // Written before the server named the field: recognised by its label.
  historyRow(2, JSON.stringify([{ label: '企业类型', oldValue: '锁企', newValue: '电信企业' }]), now()),
  historyRow(3, JSON.stringify([{ label: '门锁-短信通知', oldValue: '是', newValue: '否' }]), now()),
];

/** Issue 15 item 4: labels, old and new, never codes; switches read 是 / 否. */
export const LabelsNotCodes: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answering(LABELLED_ROWS));
  },
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const lines = await changeLines(canvasElement);
    await expect(lines.map((line) => line.textContent)).toEqual([
      '结算周期: 单结 → 月结',
      '回款方式: （空） → 固定日期回款',
      '需要配件: 否 → 是',
      '旧件寄回地址: （空） → 张三 13800000000 深圳（默认）',
      '企业类型: 锁企 → 电信企业',
      '门锁-短信通知: 是 → 否',
    ]);
  },
};

/**
 * In English the field labels, switches, enterprise types, modules and operations read in English;
 * dictionary labels are the dictionary's (as the form shows them).
 */
export const LabelsInEnglish: Story = {
  ...LabelsNotCodes,
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await changeLines(canvasElement);
    await expect(lines.map((line) => line.textContent)).toEqual([
      'Settlement cycle: 单结 → 月结',
      'Payment collection: (empty) → 固定日期回款',
      'Accessories required: No → Yes',
      'Return addresses for old parts: (empty) → 张三 13800000000 深圳（默认）',
      'Enterprise type: Lock enterprise → Telecom company',
      '门锁-短信通知: Yes → No',
    ]);
    await expect(canvas.getAllByRole('cell', { name: 'Enterprise info' })).toHaveLength(3);
    await expect(canvas.getAllByRole('cell', { name: 'Edit' })).toHaveLength(3);
  },
};

/** Types a date range into the range picker, as a person does: start, Enter, end, Enter. */
async function typeRange(canvas: ReturnType<typeof within>, start: string, end: string) {
  const from = canvas.getByPlaceholderText('开始日期');
  await userEvent.click(from);
  await userEvent.clear(from);
  await userEvent.type(from, `${start}{Enter}`);
  const to = canvas.getByPlaceholderText('结束日期');
  await userEvent.clear(to);
  await userEvent.type(to, `${end}{Enter}`);
  await waitFor(() => expect(to).toHaveValue(end));
  await expect(from).toHaveValue(start);
}

/**
 * Issue 15 item 5: querying is reading, so a read-only dialog (the viewer) queries too: today's
 * rows first, the older ones after choosing their dates.
 */
export const ReadOnlyQueriesOlderRows: Story = {
  args: { editable: false },
  beforeEach: ({ msw }) => {
    msw.use(
      answering([
        historyRow(1, '上传合同 HT-2024-009', now(), 0),
        historyRow(2, '上传合同 HT-2024-001', '2024-03-15 15:30:00', 0),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('上传合同 HT-2024-009', {}, SLOW);
    await expect(canvas.queryByText('上传合同 HT-2024-001')).toBeNull();
    await expect(canvas.getByRole('button', { name: named('查询') })).toBeEnabled();
    await typeRange(canvas, '2024-03-01', dayjs().format('YYYY-MM-DD'));
    await userEvent.click(canvas.getByRole('button', { name: named('查询') }));
    await expectShown(canvas.findByText('上传合同 HT-2024-001', {}, SLOW));
    await expect(requested).toHaveBeenLastCalledWith(
      expect.objectContaining({ startTime: '2024-03-01 00:00:00', endTime: `${today()} 23:59:59` }),
    );
  },
};
