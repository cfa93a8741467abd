import type { MoveDirection, MoveReason, StorageRecordRow } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useUrlFilters } from '../../list/useUrlFilters';
import { enterpriseFilter, idFilter, oneOf, usePartsScope, usePartsTexts } from '../partsKit';

const DIRECTIONS: readonly MoveDirection[] = ['in', 'out'];
const REASONS: readonly MoveReason[] = ['purchase', 'return', 'partsOrder', 'order', 'loss'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 入库记录 (catalogue key `storageRecord`, D61): every stock move — in or out, why, how many, the line's
 * balance after it, the supplier, the order or the parts order, who and when. Moves are never edited
 * nor deleted (a wrong one is corrected by a move the other way on 库存配件). Filters in the URL,
 * server paging, Excel export.
 */
export default function StorageRecordScreen() {
  const t = usePartsTexts();
  const client = useOnsiteClient();
  const { staff } = usePartsScope();

  const fields = useMemo<FilterField[]>(
    () => [
      ...enterpriseFilter(t, staff),
      { kind: 'text', name: 'accessoryName', label: t('common.accessory') },
      {
        kind: 'select',
        name: 'direction',
        label: t('records.direction'),
        options: DIRECTIONS.map((value) => ({ value, label: t(`records.${value}`) })),
      },
      {
        kind: 'select',
        name: 'reason',
        label: t('stock.reason'),
        options: REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
      },
      { kind: 'dateRange', name: 'time', label: t('records.operateTime'), from: 'startTime', to: 'endTime' },
    ],
    [staff, t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({
      enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
      accessoryName: applied.accessoryName,
      direction: oneOf(DIRECTIONS, applied.direction),
      reason: oneOf(REASONS, applied.reason),
      startTime: applied.startTime && DAY.test(applied.startTime) ? applied.startTime : undefined,
      endTime: applied.endTime && DAY.test(applied.endTime) ? applied.endTime : undefined,
    });

  const columns: TableColumnsType<StorageRecordRow> = [
    dateTimeColumn<StorageRecordRow>(t('records.operateTime'), 'operateTime', { sorter: true }),
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('common.accessory'), dataIndex: 'accessoryName', key: 'accessoryName' },
    { title: t('common.warehouse'), dataIndex: 'warehouse', key: 'warehouse' },
    {
      title: t('records.direction'),
      dataIndex: 'direction',
      key: 'direction',
      render: (direction: MoveDirection) => (
        <Tag {...(direction === 'in' ? { color: 'blue' } : {})}>{t(`records.${direction}`)}</Tag>
      ),
    },
    {
      title: t('stock.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (reason: MoveReason) => t(`reasons.${reason}`),
    },
    { title: t('common.quantity'), dataIndex: 'quantity', key: 'quantity', sorter: true },
    { title: t('records.balance'), dataIndex: 'balance', key: 'balance' },
    { title: t('common.supplier'), dataIndex: 'supplierName', key: 'supplierName' },
    { title: t('common.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: t('records.partsOrderNo'), dataIndex: 'partsOrderNo', key: 'partsOrderNo' },
    { title: t('records.operateBy'), dataIndex: 'operateBy', key: 'operateBy' },
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
  ];

  const calls = client.enterprise.storageRecord;
  return (
    <ListScreen<StorageRecordRow>
      label={t('records.table')}
      queryKey={['parts', 'storageRecord']}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey="recordId"
      scrollX={1400}
      exportFile={(applied) => calls.export(query(applied))}
      fetchPage={(applied, request, signal) =>
        calls.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
      }
    />
  );
}
