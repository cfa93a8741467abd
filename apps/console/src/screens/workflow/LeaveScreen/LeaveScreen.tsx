import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  LEAVE_STATES,
  type LeaveRequest,
  type LeaveState,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  formatDateTime,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { workflowTexts } from '../texts';
import { workflowKeys } from '../workflowModel';
import { LeaveRequestModal } from './LeaveRequestModal';
import { RefuseLeaveModal } from './RefuseLeaveModal';

const STATE_BADGE = {
  pending: 'warning',
  approved: 'success',
  refused: 'error',
  cancelled: 'default',
} as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A state from the URL, else none. */
const stateFilter = (value: string | undefined) => LEAVE_STATES.find((state) => state === value);
/** A day from the URL, else none: a mistyped link lists everything rather than failing. */
const dayFilter = (value: string | undefined) => (value !== undefined && DAY.test(value) ? value : undefined);

/**
 * 请假 (catalogue key `leave`, D51): masters' days off, newest first, filtered in the URL (master, state, a
 * day range the leave touches) with server paging. A master sees and asks only for their own; staff ask for
 * any master, and the approver roles of the type `leave` (the approval model) approve (asked first) or
 * refuse (a reason required). The applicant or master withdraws a pending request or leave not over yet.
 */
export default function LeaveScreen() {
  const { t } = useAreaTexts(workflowTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;
  const [adding, setAdding] = useState(false);
  const [refusing, setRefusing] = useState<LeaveRequest | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: workflowKeys.leave });
  const today = dayjs().format('YYYY-MM-DD');

  const fields = useMemo<FilterField[]>(
    () => [
      ...(isMaster
        ? []
        : [{ kind: 'text', name: 'masterName', label: t('leave.masterName') } satisfies FilterField]),
      {
        kind: 'select',
        name: 'state',
        label: t('leave.state'),
        options: LEAVE_STATES.map((state) => ({ value: state, label: t(`leave.states.${state}`) })),
      },
      { kind: 'dateRange', name: 'dates', label: t('leave.dates'), from: 'beginTime', to: 'endTime' },
    ],
    [t, isMaster],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<LeaveRequest> = [
    ...(isMaster
      ? []
      : [
          { title: t('leave.masterName'), dataIndex: 'masterName', key: 'masterName' },
          {
            title: t('leave.team'),
            dataIndex: 'teamName',
            key: 'teamName',
            render: (team: string | null) => team ?? '—',
          },
        ]),
    {
      title: t('leave.dates'),
      key: 'startDate',
      sorter: true,
      render: (_value: unknown, row: LeaveRequest) =>
        t('leave.dateRange', { start: row.startDate, end: row.endDate }),
    },
    { title: t('leave.days'), dataIndex: 'days', key: 'days' },
    { title: t('leave.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true, width: 200 },
    {
      title: t('leave.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: LeaveState) => <Badge status={STATE_BADGE[state]} text={t(`leave.states.${state}`)} />,
    },
    { title: t('leave.applyBy'), dataIndex: 'applyBy', key: 'applyBy' },
    dateTimeColumn<LeaveRequest>(t('leave.applyTime'), 'applyTime', { sorter: true }),
    {
      title: t('leave.decision'),
      key: 'decision',
      render: (_value: unknown, row: LeaveRequest) =>
        row.decidedBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>{t('leave.decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) })}</span>
            {row.remark !== null && row.remark !== '' && (
              <Typography.Text type={row.state === 'refused' ? 'danger' : 'secondary'}>
                {t('leave.remark', { remark: row.remark })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  const rowActions = (row: LeaveRequest): RowAction[] => {
    const what = { master: row.masterName, start: row.startDate, end: row.endDate };
    return [
      {
        key: 'approve',
        label: t('leave.approve'),
        permission: BUTTON_CODES.leaveApprove,
        visible: !isMaster && row.state === 'pending',
        confirm: t('leave.approveQuestion', what),
        successText: t('leave.approved'),
        run: async () => {
          await client.master.leave.approve({ leaveId: row.leaveId, remark: '' });
          refresh();
        },
      },
      {
        key: 'refuse',
        label: t('leave.refuse'),
        danger: true,
        permission: BUTTON_CODES.leaveApprove,
        visible: !isMaster && row.state === 'pending',
        run: () => setRefusing(row),
      },
      {
        key: 'cancel',
        label: t('leave.cancel'),
        permission: BUTTON_CODES.leaveAdd,
        visible: row.state === 'pending' || (row.state === 'approved' && row.endDate >= today),
        confirm: t('leave.cancelQuestion', what),
        successText: t('leave.cancelled'),
        run: async () => {
          await client.master.leave.cancel({ leaveId: row.leaveId });
          refresh();
        },
      },
    ];
  };

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) => {
    return client.master.leave.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          masterName: isMaster ? undefined : applied.masterName,
          state: stateFilter(applied.state),
          beginTime: dayFilter(applied.beginTime),
          endTime: dayFilter(applied.endTime),
        }),
      },
      { signal },
    );
  };

  return (
    <Flex vertical gap={12}>
      {isMaster && <Alert type="info" showIcon title={t('leave.ownOnly')} />}
      <ListScreen<LeaveRequest>
        label={t('table.leave')}
        queryKey={workflowKeys.leave}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="leaveId"
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.leaveAdd) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {t('leave.add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <LeaveRequestModal
        open={adding}
        forSelf={isMaster}
        onClose={() => setAdding(false)}
        onAdded={refresh}
      />
      <RefuseLeaveModal request={refusing} onClose={() => setRefusing(null)} onRefused={refresh} />
    </Flex>
  );
}
