import { BILL_OPERATION_OPTIONS, type BillLine, billOperationLabel, DATE_FORMAT } from '@onsite/domain';
import {
  billFiltersOf,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  moneyColumn,
  numberFilter,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Flex, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useFinanceAccess } from '../financeAccess';
import { walletQueryKeys } from '../financeQueries';
import { financeTexts } from '../texts';

type BillForm = Parameters<typeof billFiltersOf>[0];

/** The bill list's own filters (D6: both options of 5 send 5; whole days) from the URL's values. */
function billFormOf(filters: FilterValues): BillForm {
  const operation = BILL_OPERATION_OPTIONS.find((option) => option.id === filters.operation)?.id;
  const day = (value: string | undefined) => (value ? dayjs(value, DATE_FORMAT) : null);
  return {
    ...(operation === undefined ? {} : { operation }),
    ...(filters.orderNo === undefined ? {} : { orderNo: filters.orderNo }),
    ...(filters.createBy === undefined ? {} : { createBy: filters.createBy }),
    range: [day(filters.startDate), day(filters.endDate)],
  };
}

/**
 * 企业账单 (catalogue key `enterpriseBill`): the bill lines of `/finance/detailed/list`
 * (rows[0].enterpriseDetailed). An enterprise user sees their own enterprise's (D4); staff choose
 * the enterprise. Filters by the operation types of 000 §9 (D6), order, operator, principal,
 * phone and days.
 */
export default function EnterpriseBillScreen() {
  const { t } = useAreaTexts(financeTexts);
  const ui = useTranslation('ui').t;
  const client = useOnsiteClient();
  const { enterpriseId } = useFinanceAccess();
  const staff = enterpriseId === null;

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
        name: 'operation',
        label: t('enterpriseBill.operType'),
        options: BILL_OPERATION_OPTIONS.map((option) => ({
          value: option.id,
          label: ui(`header.bills.${option.label}`),
        })),
      },
      { kind: 'text', name: 'orderNo', label: t('enterpriseBill.orderNo') },
      { kind: 'text', name: 'createBy', label: t('enterpriseBill.createBy') },
      { kind: 'text', name: 'marketPrincipal', label: t('enterpriseBill.marketPrincipal') },
      { kind: 'text', name: 'phonenumber', label: t('enterpriseBill.phonenumber') },
      {
        kind: 'dateRange',
        name: 'createTime',
        label: t('enterpriseBill.createTime'),
        from: 'startDate',
        to: 'endDate',
      },
    ],
    [t, ui, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const billEnterprise = staff ? numberFilter(filters.enterpriseId) : enterpriseId;

  const columns: TableColumnsType<BillLine> = [
    {
      title: t('enterpriseBill.operType'),
      dataIndex: 'operType',
      key: 'operType',
      render: (operType: BillLine['operType']) => ui(`header.bills.${billOperationLabel(operType)}`),
    },
    { title: t('enterpriseBill.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    moneyColumn<BillLine>(t('enterpriseBill.changeMoney'), 'changeMoney', { sorter: true }),
    moneyColumn<BillLine>(t('enterpriseBill.balance'), 'balance'),
    { title: t('enterpriseBill.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<BillLine>(t('enterpriseBill.createTime'), 'createTime', { sorter: true }),
    { title: t('enterpriseBill.marketPrincipal'), dataIndex: 'marketPrincipal', key: 'marketPrincipal' },
    { title: t('enterpriseBill.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    { title: t('enterpriseBill.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  return (
    <Flex vertical gap={16}>
      {billEnterprise === undefined && <Alert type="info" showIcon title={t('enterpriseBill.chooseFirst')} />}
      <ListScreen<BillLine>
        label={t('enterpriseBill.table')}
        queryKey={walletQueryKeys.bills}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseDetailedId"
        fetchPage={async (applied, request, signal) => {
          if (billEnterprise === undefined) return { rows: [], total: 0 };
          const page = await client.finance.detailed.list(
            {
              ...pageQueryOf(request),
              enterpriseId: billEnterprise,
              ...billFiltersOf(billFormOf(applied)),
              ...definedOnly({ marketPrincipal: applied.marketPrincipal, phonenumber: applied.phonenumber }),
            },
            { signal },
          );
          return { rows: page.rows[0]?.enterpriseDetailed ?? [], total: page.total };
        }}
      />
    </Flex>
  );
}
