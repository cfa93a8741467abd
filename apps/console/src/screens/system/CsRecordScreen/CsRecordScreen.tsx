import {
  BUTTON_CODES,
  CS_CHANNELS,
  CS_FOLLOW_STATES,
  type CsChannel,
  type CsFollowState,
  type CsRecord,
} from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { CsRecordFormModal } from './CsRecordFormModal';
import { csRecordTexts } from './texts';

/** The list's query key (a save or delete refreshes it). */
const CS_RECORD_KEY = ['system', 'csRecords'] as const;
const STATE_BADGE = { pending: 'warning', following: 'processing', closed: 'default' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const channelFilter = (value: string | undefined) => CS_CHANNELS.find((channel) => channel === value);
const stateFilter = (value: string | undefined) => CS_FOLLOW_STATES.find((state) => state === value);
const dayFilter = (value: string | undefined) => (value !== undefined && DAY.test(value) ? value : undefined);

/**
 * 客服记录 (catalogue key `customerServiceRecord`, D64): customer service's contacts with an end customer about
 * an order — who, when, by which channel, what was said, where the follow-up stands. Filters in the URL, server
 * paging; 新增记录 / 修改 / 删除 (asked first) behind `system:csrecord:*`, each checked by the server.
 */
export default function CsRecordScreen() {
  const { t } = useAreaTexts(csRecordTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CsRecord | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CS_RECORD_KEY });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'orderNo', label: t('orderNo') },
      { kind: 'text', name: 'customerName', label: t('customerName') },
      {
        kind: 'select',
        name: 'channel',
        label: t('channel'),
        options: CS_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })),
      },
      {
        kind: 'select',
        name: 'followState',
        label: t('followState'),
        options: CS_FOLLOW_STATES.map((value) => ({ value, label: t(`followStates.${value}`) })),
      },
      {
        kind: 'dateRange',
        name: 'contactTime',
        label: t('contactTime'),
        from: 'contactStartTime',
        to: 'contactEndTime',
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<CsRecord> = [
    {
      title: t('orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      // Copyable: the number is what a person pastes into the order list (and a keyboard stop in a wide table).
      render: (orderNo: string) => <Typography.Text copyable>{orderNo}</Typography.Text>,
    },
    { title: t('customerName'), dataIndex: 'customerName', key: 'customerName' },
    {
      title: t('customerMobile'),
      dataIndex: 'customerMobile',
      key: 'customerMobile',
      render: (mobile: string) => mobile || '—',
    },
    {
      title: t('channel'),
      dataIndex: 'channel',
      key: 'channel',
      render: (channel: CsChannel) => t(`channels.${channel}`),
    },
    dateTimeColumn<CsRecord>(t('contactTime'), 'contactTime'),
    { title: t('summary'), dataIndex: 'summary', key: 'summary', ellipsis: true },
    {
      title: t('followState'),
      dataIndex: 'followState',
      key: 'followState',
      render: (state: CsFollowState) => (
        <Badge status={STATE_BADGE[state]} text={t(`followStates.${state}`)} />
      ),
    },
    {
      title: t('followNote'),
      dataIndex: 'followNote',
      key: 'followNote',
      ellipsis: true,
      render: (note: string) => note || '—',
    },
    { title: t('handlerName'), dataIndex: 'handlerName', key: 'handlerName' },
  ];

  return (
    <>
      <ListScreen<CsRecord>
        label={t('table')}
        queryKey={CS_RECORD_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="recordId"
        collapsedCount={3}
        toolbar={
          <Can permission={BUTTON_CODES.csRecordEdit}>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'edit',
            label: t('edit'),
            permission: BUTTON_CODES.csRecordEdit,
            run: () => setEditing(row),
          },
          {
            key: 'remove',
            label: t('remove'),
            danger: true,
            permission: BUTTON_CODES.csRecordRemove,
            confirm: t('removeConfirm', { orderNo: row.orderNo }),
            successText: t('removed'),
            run: async () => {
              await client.system.csRecord.remove({ recordId: row.recordId });
              refresh();
            },
          },
        ]}
        actionsWidth={120}
        fetchPage={(applied, request, signal) =>
          client.system.csRecord.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                orderNo: applied.orderNo,
                customerName: applied.customerName,
                channel: channelFilter(applied.channel),
                followState: stateFilter(applied.followState),
                contactStartTime: dayFilter(applied.contactStartTime),
                contactEndTime: dayFilter(applied.contactEndTime),
              }),
            },
            { signal },
          )
        }
      />
      <CsRecordFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </>
  );
}
