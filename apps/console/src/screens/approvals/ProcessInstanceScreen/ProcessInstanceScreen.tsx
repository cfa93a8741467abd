import {
  CHARGEBACK_STATES,
  type ChargebackState,
  type EnterpriseProcess,
  type EnterpriseProcessType,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Badge, Flex, type TableColumnsType, Timeline, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { requestKeys, useOwnEnterprise, yuan } from '../../enterprise/requests/requestsModel';
import { enterpriseRequestTexts } from '../../enterprise/requests/texts';
import { useUrlFilters } from '../../list/useUrlFilters';

const TYPES: readonly EnterpriseProcessType[] = ['increase', 'accessories', 'chargeback'];
const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;
const typeFilter = (value: string | undefined) => TYPES.find((type) => type === value);
const stateFilter = (value: string | undefined) => CHARGEBACK_STATES.find((state) => state === value);

/**
 * 流程实例 (catalogue key `processInstance`, D63): the enterprise requests of the approval model (D17/D51) — fee
 * increases and extra parts on an enterprise's orders, deductions against its wallet — newest first, each with its
 * history (asked, then decided once). Filters in the URL (enterprise, type, state), server paging. Read only: the
 * decisions are taken on 加价审核, 新增配件 and 退款管理. An enterprise user sees their own enterprise's only.
 */
export default function ProcessInstanceScreen() {
  const { t } = useAreaTexts(enterpriseRequestTexts);
  const client = useOnsiteClient();
  const staff = useOwnEnterprise() === null;

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [{ kind: 'text', name: 'enterpriseName', label: t('common.enterprise') } satisfies FilterField]
        : []),
      {
        kind: 'select',
        name: 'approvalType',
        label: t('process.type'),
        options: TYPES.map((type) => ({ value: type, label: t(`process.types.${type}`) })),
      },
      {
        kind: 'select',
        name: 'state',
        label: t('common.state'),
        options: CHARGEBACK_STATES.map((state) => ({ value: state, label: t(`common.states.${state}`) })),
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<EnterpriseProcess> = [
    {
      title: t('process.type'),
      dataIndex: 'approvalType',
      key: 'approvalType',
      render: (type: EnterpriseProcessType) => (
        <Typography.Text strong>{t(`process.types.${type}`)}</Typography.Text>
      ),
    },
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    {
      title: t('process.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string | null) => orderNo ?? '—',
    },
    { title: t('process.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: yuan },
    { title: t('process.reason'), dataIndex: 'reason', key: 'reason' },
    {
      title: t('common.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ChargebackState) => (
        <Badge status={STATE_BADGE[state]} text={t(`common.states.${state}`)} />
      ),
    },
    dateTimeColumn<EnterpriseProcess>(t('common.applyTime'), 'applyTime'),
    {
      title: t('process.history'),
      key: 'history',
      render: (_value: unknown, row: EnterpriseProcess) => (
        <Timeline
          style={{ marginBottom: -24 }}
          items={[
            {
              color: 'blue',
              content: t('process.applied', { name: row.applyBy, time: formatDateTime(row.applyTime) }),
            },
            row.decidedBy === null
              ? { color: 'gray', content: t('process.waiting') }
              : {
                  color: row.state === 'approved' ? 'green' : 'red',
                  content: (
                    <Flex vertical>
                      <span>
                        {t('process.decided', {
                          name: row.decidedBy,
                          state: t(`common.states.${row.state}`),
                          time: formatDateTime(row.decideTime),
                        })}
                      </span>
                      {row.remark !== null && row.remark !== '' && (
                        <Typography.Text type="secondary">
                          {t('common.remarkText', { remark: row.remark })}
                        </Typography.Text>
                      )}
                    </Flex>
                  ),
                },
          ]}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {!staff && <Alert type="info" showIcon title={t('common.ownOnly')} />}
      <ListScreen<EnterpriseProcess>
        label={t('process.table')}
        queryKey={requestKeys.processes}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="processKey"
        // Read only: no row has an action to focus, so the table fits instead of scrolling.
        scrollX={640}
        fetchPage={(applied, request, signal) =>
          client.enterprise.process.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseName: staff ? applied.enterpriseName : undefined,
                approvalType: typeFilter(applied.approvalType),
                state: stateFilter(applied.state),
              }),
            },
            { signal },
          )
        }
      />
    </Flex>
  );
}
