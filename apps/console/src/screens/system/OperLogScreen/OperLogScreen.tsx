import type { OperationLog } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  formatDateTime,
  ListScreen,
  numberFilter,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { Badge, Descriptions, Modal, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { systemKeys } from '../systemQueries';
import { systemTexts } from '../texts';

/** Text keys of the business types 0–6 (other, add, edit, delete, grant, export, import). */
const BUSINESS_TYPES = ['other', 'add', 'edit', 'remove', 'grant', 'export', 'import'] as const;
type BusinessType = OperationLog['businessType'];

const isBusinessType = (value: number | undefined): value is BusinessType =>
  value !== undefined && value >= 0 && value < BUSINESS_TYPES.length;

/** 操作日志 (catalogue key `operlog`): who did what and when, from the server's audit trail. */
export default function OperLogScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const [shown, setShown] = useState<OperationLog | null>(null);
  const typeLabel = (type: BusinessType) => t(`operLog.${BUSINESS_TYPES[type]}`);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'title', label: t('operLog.title') },
      { kind: 'text', name: 'operName', label: t('operLog.operName') },
      {
        kind: 'select',
        name: 'businessType',
        label: t('operLog.businessType'),
        options: BUSINESS_TYPES.map((key, value) => ({ value: String(value), label: t(`operLog.${key}`) })),
      },
      {
        kind: 'select',
        name: 'status',
        label: t('operLog.status'),
        options: [
          { value: '0', label: t('operLog.success') },
          { value: '1', label: t('operLog.failure') },
        ],
      },
      { kind: 'dateRange', name: 'operTime', label: t('operLog.operTime'), from: 'beginTime', to: 'endTime' },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const statusOf = (status: OperationLog['status']) =>
    status === 0 ? (
      <Badge status="success" text={t('operLog.success')} />
    ) : (
      <Badge status="error" text={t('operLog.failure')} />
    );

  const columns: TableColumnsType<OperationLog> = [
    { title: t('operLog.title'), dataIndex: 'title' },
    { title: t('operLog.businessType'), dataIndex: 'businessType', render: typeLabel },
    { title: t('operLog.operName'), dataIndex: 'operName' },
    { title: t('operLog.requestMethod'), dataIndex: 'requestMethod' },
    { title: t('operLog.operUrl'), dataIndex: 'operUrl' },
    { title: t('operLog.operIp'), dataIndex: 'operIp' },
    { title: t('operLog.status'), dataIndex: 'status', render: statusOf },
    dateTimeColumn<OperationLog>(t('operLog.operTime'), 'operTime', { sorter: true }),
  ];
  const businessType = numberFilter(filters.businessType);
  const status = numberFilter(filters.status);

  return (
    <>
      <ListScreen<OperationLog>
        label={t('operLog.table')}
        queryKey={systemKeys.operLogs()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="operId"
        actionsWidth={80}
        rowActions={(log) => [{ key: 'detail', label: t('common.detail'), run: () => setShown(log) }]}
        fetchPage={(applied, request, signal) =>
          client.system.operlog.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                title: applied.title,
                operName: applied.operName,
                businessType: isBusinessType(businessType) ? businessType : undefined,
                status: status === 0 || status === 1 ? status : undefined,
                beginTime: applied.beginTime,
                endTime: applied.endTime,
              }),
            },
            { signal },
          )
        }
      />
      <Modal
        open={shown !== null}
        title={t('operLog.detailTitle')}
        width={720}
        onCancel={() => setShown(null)}
        footer={null}
      >
        {shown && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'title',
                label: t('operLog.title'),
                children: `${shown.title} / ${typeLabel(shown.businessType)}`,
              },
              {
                key: 'operName',
                label: t('operLog.operName'),
                children: `${shown.operName} / ${shown.operIp}`,
              },
              {
                key: 'operUrl',
                label: t('operLog.operUrl'),
                children: `${shown.requestMethod} ${shown.operUrl}`,
              },
              { key: 'operParam', label: t('operLog.operParam'), children: <code>{shown.operParam}</code> },
              { key: 'status', label: t('operLog.status'), children: statusOf(shown.status) },
              ...(shown.errorMsg
                ? [{ key: 'errorMsg', label: t('operLog.errorMsg'), children: shown.errorMsg }]
                : []),
              { key: 'operTime', label: t('operLog.operTime'), children: formatDateTime(shown.operTime) },
            ]}
          />
        )}
      </Modal>
    </>
  );
}
