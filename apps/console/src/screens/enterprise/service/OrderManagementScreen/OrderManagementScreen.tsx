import type { EnterpriseOrderSummary } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Flex, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { useSessionStore } from '../../../../stores/sessionStore';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { useScreenPath } from '../../../orders/useScreenPath';
import { idFilter } from '../scope';
import { enterpriseServiceTexts } from '../texts';

const QUERY_KEY = ['enterprise', 'orderManagement'] as const;

/**
 * 企业订单管理 (catalogue key `orderManagement`, D62): each enterprise's orders counted by state — not a
 * second order list. A count opens the one order list (企业订单列表, D41's `enterpriseOrderList`) filtered
 * by the enterprise and, where one state matches, that state (or 挂起); staff see every enterprise with an
 * enterprise filter in the URL, an enterprise user their own (the server decides).
 */
export default function OrderManagementScreen() {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const staff = useSessionStore((state) => state.user?.enterpriseId ?? null) === null;
  // 企业订单列表 where the menu holds it (staff), else 订单列表 (an enterprise user: the server scopes it).
  const enterpriseListPath = useScreenPath('enterpriseOrderList');
  const orderListPath = useScreenPath('orderList');
  const listPath = enterpriseListPath ?? orderListPath;

  const fields = useMemo<FilterField[]>(
    () =>
      staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('common.enterprise'),
              input: <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />,
            },
          ]
        : [],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  /** A count, opening the order list narrowed to the enterprise (and a state) when the menu holds it. */
  const count = (filter?: Record<string, string>) => (value: number, row: EnterpriseOrderSummary) => {
    if (listPath === null || value === 0) return value;
    const params = new URLSearchParams({ enterpriseId: String(row.enterpriseId), ...filter });
    return (
      <Link to={`${listPath}?${params.toString()}`} aria-label={`${row.enterpriseName} ${value}`}>
        {value}
      </Link>
    );
  };

  const columns: TableColumnsType<EnterpriseOrderSummary> = [
    { title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('orders.total'), dataIndex: 'total', key: 'total', render: count() },
    {
      title: t('orders.toDispatch'),
      dataIndex: 'toDispatch',
      key: 'toDispatch',
      render: count({ orderStatus: 'toDispatch' }),
    },
    { title: t('orders.underWay'), dataIndex: 'underWay', key: 'underWay' },
    { title: t('orders.finished'), dataIndex: 'finished', key: 'finished' },
    {
      title: t('orders.cancelled'),
      dataIndex: 'cancelled',
      key: 'cancelled',
      render: count({ orderStatus: 'cancelled' }),
    },
    {
      title: t('orders.customerServiceApply'),
      dataIndex: 'customerServiceApply',
      key: 'customerServiceApply',
      render: count({ orderStatus: 'customerServiceApply' }),
    },
    { title: t('orders.held'), dataIndex: 'held', key: 'held', render: count({ held: 'true' }) },
    dateTimeColumn<EnterpriseOrderSummary>(t('orders.lastOrderTime'), 'lastOrderTime'),
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={listPath === null ? t('orders.noList') : t('orders.openHint')} />
      <ListScreen<EnterpriseOrderSummary>
        label={t('orders.table')}
        queryKey={QUERY_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseId"
        fetchPage={(applied, request, signal) =>
          client.enterprise.orderManagement.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({ enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined }),
            },
            { signal },
          )
        }
      />
    </Flex>
  );
}
