import {
  BUTTON_CODES,
  type EnterpriseOrderTimeout,
  type OrderTimeoutHours,
  type OrderTimeoutStage,
  type OverdueOrder,
} from '@onsite/domain';
import {
  definedOnly,
  type FilterField,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Skeleton,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { type HoursEditing, HoursFormModal } from './HoursFormModal';
import {
  booleanFilter,
  idFilter,
  overdueParts,
  STAGES,
  stageFilter,
  timeoutKeys,
  useOwnEnterprise,
} from './orderTimeoutModel';
import { orderTimeoutTexts } from './texts';

const STAGE_COLORS: Record<OrderTimeoutStage, string> = {
  dispatch: 'orange',
  arrival: 'gold',
  finish: 'red',
};
const PARTS = ['timeouts', 'overdue'] as const;
type Part = (typeof PARTS)[number];

const hoursOf = (row: OrderTimeoutHours): OrderTimeoutHours => ({
  dispatchHours: row.dispatchHours,
  arrivalHours: row.arrivalHours,
  finishHours: row.finishHours,
});

/** The platform default (平台默认): its hours, who changed it last, and 修改平台默认 for staff holding the code. */
function PlatformDefault({ staff, onEdit }: { staff: boolean; onEdit: (hours: OrderTimeoutHours) => void }) {
  const { t } = useAreaTexts(orderTimeoutTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const platform = useQuery({
    queryKey: timeoutKeys.platform,
    queryFn: ({ signal }) => client.enterprise.orderTimeout.getDefault({}, { signal }),
  });
  const data = platform.data;
  return (
    <Card
      size="small"
      title={t('platform.title')}
      extra={
        staff &&
        can(BUTTON_CODES.orderTimeoutEdit) &&
        data && <Button onClick={() => onEdit(hoursOf(data))}>{t('platform.edit')}</Button>
      }
    >
      {platform.isError ? (
        <Alert type="error" showIcon title={platform.error.message} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={4}>
          <Descriptions
            size="small"
            column={3}
            items={(['dispatchHours', 'arrivalHours', 'finishHours'] as const).map((field) => ({
              key: field,
              label: t(`timeouts.${field}`),
              children: t('hours', { count: data[field] }),
            }))}
          />
          <Typography.Text type="secondary">
            {t('platform.hint')}{' '}
            {data.updateBy && data.updateTime
              ? t('platform.updated', { name: data.updateBy, time: formatDateTime(data.updateTime) })
              : t('platform.builtIn')}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

/** 企业超时设置: every enterprise with its timeouts in force, its own or the platform default. */
function TimeoutsPart({ staff, onEdit }: { staff: boolean; onEdit: (editing: HoursEditing) => void }) {
  const { t } = useAreaTexts(orderTimeoutTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'text',
              name: 'enterpriseName',
              label: t('timeouts.enterpriseName'),
            } satisfies FilterField,
          ]
        : []),
      {
        kind: 'select',
        name: 'custom',
        label: t('timeouts.source'),
        options: [
          { value: 'true', label: t('timeouts.custom') },
          { value: 'false', label: t('timeouts.byDefault') },
        ],
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const hours = (value: number) => t('hours', { count: value });

  const columns: TableColumnsType<EnterpriseOrderTimeout> = [
    { title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('timeouts.dispatchHours'), dataIndex: 'dispatchHours', key: 'dispatchHours', render: hours },
    { title: t('timeouts.arrivalHours'), dataIndex: 'arrivalHours', key: 'arrivalHours', render: hours },
    { title: t('timeouts.finishHours'), dataIndex: 'finishHours', key: 'finishHours', render: hours },
    {
      title: t('timeouts.source'),
      dataIndex: 'custom',
      key: 'custom',
      render: (custom: boolean) =>
        custom ? <Tag color="blue">{t('timeouts.custom')}</Tag> : <Tag>{t('timeouts.byDefault')}</Tag>,
    },
    {
      title: t('timeouts.updated'),
      key: 'updated',
      render: (_value: unknown, row: EnterpriseOrderTimeout) =>
        row.updateBy && row.updateTime ? `${row.updateBy}，${formatDateTime(row.updateTime)}` : '—',
    },
  ];

  const rowActions = (row: EnterpriseOrderTimeout): RowAction[] => [
    {
      key: 'edit',
      label: t('timeouts.edit'),
      permission: BUTTON_CODES.orderTimeoutEdit,
      run: () =>
        onEdit({
          kind: 'enterprise',
          enterpriseId: row.enterpriseId,
          enterpriseName: row.enterpriseName,
          hours: hoursOf(row),
        }),
    },
    {
      key: 'reset',
      label: t('timeouts.reset'),
      danger: true,
      permission: BUTTON_CODES.orderTimeoutEdit,
      visible: row.custom,
      confirm: t('timeouts.resetQuestion', { name: row.enterpriseName }),
      successText: t('timeouts.resetDone'),
      run: async () => {
        await client.enterprise.orderTimeout.reset({ enterpriseId: row.enterpriseId });
        void queryClient.invalidateQueries({ queryKey: timeoutKeys.all });
      },
    },
  ];

  return (
    <ListScreen<EnterpriseOrderTimeout>
      label={t('timeouts.table')}
      queryKey={timeoutKeys.timeouts}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey="enterpriseId"
      rowActions={staff ? rowActions : undefined}
      fetchPage={(applied, request, signal) =>
        client.enterprise.orderTimeout.list(
          {
            ...pageQueryOf(request),
            ...definedOnly({
              enterpriseName: staff ? applied.enterpriseName : undefined,
              custom: booleanFilter(applied.custom),
            }),
          },
          { signal },
        )
      }
    />
  );
}

/** 超时订单: the orders past a timeout now, most overdue first, with the stage and whether the alert went out. */
function OverduePart({ staff }: { staff: boolean }) {
  const { t } = useAreaTexts(orderTimeoutTexts);
  const client = useOnsiteClient();
  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('enterprise'),
              input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      {
        kind: 'select',
        name: 'stage',
        label: t('overdue.stage'),
        options: STAGES.map((stage) => ({ value: stage, label: t(`stage.${stage}`) })),
      },
      { kind: 'text', name: 'orderNo', label: t('overdue.orderNo') },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<OverdueOrder> = [
    { title: t('overdue.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    ...(staff ? [{ title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    {
      title: t('overdue.stage'),
      dataIndex: 'stage',
      key: 'stage',
      render: (stage: OrderTimeoutStage) => <Tag color={STAGE_COLORS[stage]}>{t(`stage.${stage}`)}</Tag>,
    },
    { title: t('overdue.since'), dataIndex: 'since', key: 'since', render: formatDateTime },
    {
      title: t('overdue.limit'),
      dataIndex: 'limitHours',
      key: 'limitHours',
      render: (value: number) => t('hours', { count: value }),
    },
    {
      title: t('overdue.overdueBy'),
      dataIndex: 'overdueMinutes',
      key: 'overdueMinutes',
      render: (minutes: number) => {
        const { key, values } = overdueParts(minutes);
        return <Typography.Text type="danger">{t(key, values)}</Typography.Text>;
      },
    },
    {
      title: t('overdue.alertTime'),
      dataIndex: 'alertTime',
      key: 'alertTime',
      render: (value: string | null) =>
        value === null ? (
          <Typography.Text type="secondary">{t('overdue.notAlerted')}</Typography.Text>
        ) : (
          formatDateTime(value)
        ),
    },
  ];

  return (
    <ListScreen<OverdueOrder>
      label={t('overdue.table')}
      queryKey={timeoutKeys.overdue}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey={(row) => `${row.orderId}-${row.stage}`}
      fetchPage={(applied, request, signal) =>
        client.enterprise.orderTimeout.overdue(
          {
            ...pageQueryOf(request),
            ...definedOnly({
              enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
              stage: stageFilter(applied.stage),
              orderNo: applied.orderNo,
            }),
          },
          { signal },
        )
      }
    />
  );
}

/**
 * 订单超时 (catalogue key `orderTimeout`, D65): two parts, the one shown kept in the URL (`part`). 企业超时设置: the
 * platform default and every enterprise's timeouts for dispatch, check-in on site and completion (its own or the
 * default); staff holding `enterprise:timeout:edit` set them, put an enterprise back on the default (asked first)
 * and change the default. 超时订单: the orders past a timeout now, computed by the server from the orders' times,
 * with the stage, by how long, and when the job `orderTimeout` alerted them. Filters in the URL, server paging. An
 * enterprise user sees only their own enterprise's timeouts and overdue orders, read only.
 */
export default function OrderTimeoutScreen() {
  const { t } = useAreaTexts(orderTimeoutTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const staff = useOwnEnterprise() === null;
  const [params, setParams] = useSearchParams();
  const part: Part = params.get('part') === 'overdue' ? 'overdue' : 'timeouts';
  const [editing, setEditing] = useState<HoursEditing>(null);

  const choosePart = (next: string) =>
    setParams(() => {
      // Each part has its own filters: switching starts the other part unfiltered.
      const updated = new URLSearchParams();
      if (next === 'overdue') updated.set('part', 'overdue');
      return updated;
    });

  const save = (hours: OrderTimeoutHours) =>
    editing?.kind === 'enterprise'
      ? client.enterprise.orderTimeout.edit({ enterpriseId: editing.enterpriseId, ...hours })
      : client.enterprise.orderTimeout.editDefault(hours);

  return (
    <Flex vertical gap={12}>
      {!staff && <Alert type="info" showIcon title={t('ownOnly')} />}
      <Tabs
        activeKey={part}
        onChange={choosePart}
        destroyOnHidden
        items={[
          {
            key: 'timeouts',
            label: t('tabs.timeouts'),
            children: (
              <Flex vertical gap={12}>
                <PlatformDefault staff={staff} onEdit={(hours) => setEditing({ kind: 'platform', hours })} />
                <TimeoutsPart staff={staff} onEdit={setEditing} />
              </Flex>
            ),
          },
          { key: 'overdue', label: t('tabs.overdue'), children: <OverduePart staff={staff} /> },
        ]}
      />
      <HoursFormModal
        editing={editing}
        onSubmit={save}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: timeoutKeys.all });
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}
