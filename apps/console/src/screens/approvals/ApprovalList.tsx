import {
  APPROVAL_CODES,
  APPROVAL_STATES,
  APPROVAL_TYPES,
  type Approval,
  type ApprovalState,
  type ApprovalType,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  formatDateTime,
  formatMoney,
  ListScreen,
  moneyColumn,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../i18n/areaTexts';
import { useUrlFilters } from '../list/useUrlFilters';
import { useScreenPath } from '../orders/useScreenPath';
import { approvalKeys, requestText, stateFilter, typeFilter } from './approvalModel';
import { RefuseApprovalModal } from './RefuseApprovalModal';
import { approvalsTexts } from './texts';

const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/** The states a list filters by: none in the to-do list (all pending), the decided ones in 已办. */
const STATES_OF: Record<ApprovalListMode['kind'], readonly ApprovalState[]> = {
  tasking: [],
  taskdone: ['approved', 'refused'],
  audit: APPROVAL_STATES,
  running: [],
  finished: ['approved', 'refused'],
};

/**
 * Which list a screen shows (D34): the caller's pending requests (tasking), the ones they decided
 * (taskdone), or every request of one type (加价审核, 新增配件).
 */
export type ApprovalListMode =
  | { kind: 'tasking' }
  | { kind: 'taskdone' }
  | { kind: 'audit'; approvalType: ApprovalType }
  /** D46: every pending request (运行中的流程) and every decided one (已结束的流程), with an apply-date range. */
  | { kind: 'running' }
  | { kind: 'finished' };

/** The lists of every request by state (D46) filter by when it was asked too. */
const WITH_DATES = new Set<ApprovalListMode['kind']>(['running', 'finished']);

/**
 * The list-screen pattern for approval requests (D34): filters in the URL, server paging, the order
 * number opening the order's details, and on a pending row 同意 (asked first) and 拒绝 (a remark
 * required), each behind the approver code of the request's type. The server decides what the caller
 * may see and decide, and refuses a request decided meanwhile with its message.
 */
export function ApprovalList({ mode, label }: { mode: ApprovalListMode; label: string }) {
  const { t } = useAreaTexts(approvalsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const detailsPath = useScreenPath('orderDetails');
  const [refusing, setRefusing] = useState<Approval | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders'] });
  const fixedType = mode.kind === 'audit' ? mode.approvalType : undefined;
  const states = STATES_OF[mode.kind];

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
      { kind: 'text', name: 'masterName', label: t('field.masterName') },
      ...(fixedType === undefined
        ? [
            {
              kind: 'select',
              name: 'approvalType',
              label: t('field.approvalType'),
              options: APPROVAL_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
            } satisfies FilterField,
          ]
        : []),
      ...(states.length > 0
        ? [
            {
              kind: 'select',
              name: 'state',
              label: t('field.state'),
              options: states.map((state) => ({ value: state, label: t(`state.${state}`) })),
            } satisfies FilterField,
          ]
        : []),
      ...(WITH_DATES.has(mode.kind)
        ? [
            {
              kind: 'dateRange',
              name: 'applyTime',
              label: t('field.applyTime'),
              from: 'beginTime',
              to: 'endTime',
            } satisfies FilterField,
          ]
        : []),
    ],
    [t, fixedType, states, mode.kind],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<Approval> = [
    {
      title: t('field.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      fixed: 'left',
      // D52: a team's request (解散团队) names no order.
      render: (orderNo: string | null, row: Approval) =>
        orderNo === null ? (
          '—'
        ) : detailsPath === null ? (
          orderNo
        ) : (
          <Link to={`${detailsPath}?orderId=${row.orderId}`}>{orderNo}</Link>
        ),
    },
    ...(fixedType === undefined
      ? [
          {
            title: t('field.approvalType'),
            dataIndex: 'approvalType',
            key: 'approvalType',
            render: (type: ApprovalType) => t(`type.${type}`),
          },
        ]
      : []),
    {
      title: t('field.customerName'),
      dataIndex: 'customerName',
      key: 'customerName',
      render: (name: string | null) => name ?? '—',
    },
    { title: t('field.masterName'), dataIndex: 'masterName', key: 'masterName' },
    {
      title: t('field.request'),
      key: 'request',
      render: (_value: unknown, row: Approval) => requestText(t, row),
    },
    moneyColumn<Approval>(t('field.total'), 'total'),
    { title: t('field.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true, width: 200 },
    dateTimeColumn<Approval>(t('field.applyTime'), 'applyTime', { sorter: true }),
    {
      title: t('field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ApprovalState) => <Badge status={STATE_BADGE[state]} text={t(`state.${state}`)} />,
    },
    {
      title: t('field.decision'),
      key: 'decision',
      render: (_value: unknown, row: Approval) =>
        row.decidedBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>{t('decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) })}</span>
            {row.remark !== null && row.remark !== '' && (
              <Typography.Text type={row.state === 'refused' ? 'danger' : 'secondary'}>
                {t('remark', { remark: row.remark })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  const rowActions = (row: Approval): RowAction[] => [
    {
      key: 'approve',
      label: t('approve'),
      permission: APPROVAL_CODES[row.approvalType],
      visible: row.state === 'pending',
      confirm:
        row.approvalType === 'disband'
          ? t('approveDisbandQuestion', { team: row.teamName ?? '' })
          : t('approveQuestion', {
              orderNo: row.orderNo ?? '',
              what: t(`what.${row.approvalType}`),
              total: formatMoney(row.total),
            }),
      successText: t('approved'),
      run: async () => {
        await client.order.approval.approve({ approvalId: row.approvalId, remark: '' });
        refresh();
      },
    },
    {
      key: 'refuse',
      label: t('refuse'),
      danger: true,
      permission: APPROVAL_CODES[row.approvalType],
      visible: row.state === 'pending',
      run: () => setRefusing(row),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) => {
    const common = {
      ...pageQueryOf(request),
      ...definedOnly({ orderNo: applied.orderNo, masterName: applied.masterName }),
    };
    const dates = definedOnly({ beginTime: applied.beginTime, endTime: applied.endTime });
    const approvalType = typeFilter(applied.approvalType);
    const state = stateFilter(applied.state);
    if (mode.kind === 'tasking')
      return client.order.approval.tasking({ ...common, ...definedOnly({ approvalType }) }, { signal });
    if (mode.kind === 'running')
      return client.order.approval.running(
        { ...common, ...dates, ...definedOnly({ approvalType }) },
        { signal },
      );
    if (mode.kind === 'finished')
      return client.order.approval.finished(
        {
          ...common,
          ...dates,
          ...definedOnly({ approvalType, state: state === 'pending' ? undefined : state }),
        },
        { signal },
      );
    if (mode.kind === 'taskdone')
      return client.order.approval.taskdone(
        { ...common, ...definedOnly({ approvalType, state: state === 'pending' ? undefined : state }) },
        { signal },
      );
    return client.order.approval.list(
      { ...common, approvalType: mode.approvalType, ...definedOnly({ state }) },
      { signal },
    );
  };

  return (
    <>
      <ListScreen<Approval>
        label={label}
        queryKey={approvalKeys.list(fixedType ?? mode.kind)}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="approvalId"
        rowActions={mode.kind === 'taskdone' || mode.kind === 'finished' ? undefined : rowActions}
        fetchPage={fetchPage}
      />
      <RefuseApprovalModal request={refusing} onClose={() => setRefusing(null)} onRefused={refresh} />
    </>
  );
}
