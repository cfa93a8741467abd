import { BUTTON_CODES, type CustomerAccount } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  dictColumn,
  type FilterField,
  type FilterValues,
  formatMoney,
  ListScreen,
  moneyColumn,
  pageQueryOf,
  useCan,
  useOnsiteClient,
  walletKeys,
} from '@onsite/ui';
import { Alert, Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { ExpenseLinesDrawer, type ExpenseLinesTarget } from '../CustomerExpenseScreen/ExpenseLinesDrawer';
import { useFinanceAccess } from '../financeAccess';
import { MONTH_FORMAT } from '../masterFinance';
import { financeTexts } from '../texts';

const accountKeys = [...walletKeys.all, 'customerAccount', 'list'] as const;

/**
 * 客户列表 (catalogue key `customerList`, D55): the enterprise customers' finance overview — how each
 * pays and settles (its dictionary values), wallet balance, this month's charges, finished orders not
 * yet settled, unpaid top-ups, last top-up and the agreement version it accepted; 本月明细 opens the
 * month's charge lines; 导出 writes the list to Excel. Staff filter by name in the URL; an enterprise
 * user sees only their own row.
 */
export default function CustomerListScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const { enterpriseId } = useFinanceAccess();
  const staff = enterpriseId === null;
  const [opened, setOpened] = useState<ExpenseLinesTarget | null>(null);
  const thisMonth = dayjs().format(MONTH_FORMAT);

  const fields = useMemo<FilterField[]>(
    () => (staff ? [{ kind: 'text', name: 'enterpriseName', label: t('customerList.enterpriseName') }] : []),
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({ enterpriseName: staff ? applied.enterpriseName?.trim() || undefined : undefined });

  const columns: TableColumnsType<CustomerAccount> = [
    { title: t('customerList.enterpriseName'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    dictColumn<CustomerAccount>(t('customerList.payType'), 'payType', 'pay_type'),
    dictColumn<CustomerAccount>(t('customerList.settlementType'), 'settlementType', 'settle_cycle'),
    {
      title: t('customerList.financePrincipal'),
      key: 'financePrincipal',
      render: (_value: unknown, row: CustomerAccount) =>
        row.financePrincipal === '' ? '—' : `${row.financePrincipal} ${row.financePrincipalPhone}`.trim(),
    },
    moneyColumn<CustomerAccount>(t('customerList.balance'), 'balance'),
    {
      title: t('customerList.monthCharges'),
      key: 'monthCharges',
      align: 'right',
      render: (_value: unknown, row: CustomerAccount) => (
        <Flex vertical align="end">
          <span>{formatMoney(row.monthCharges)}</span>
          <Typography.Text type="secondary">
            {t('customerList.chargeCount', { count: row.monthChargeCount })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('customerList.unchargedOrders'),
      dataIndex: 'unchargedOrders',
      key: 'unchargedOrders',
      align: 'right',
    },
    {
      title: t('customerList.unpaidTopUps'),
      key: 'unpaidTopUps',
      align: 'right',
      render: (_value: unknown, row: CustomerAccount) =>
        row.unpaidTopUps === 0
          ? '0'
          : t('customerList.unpaidValue', {
              count: row.unpaidTopUps,
              amount: formatMoney(row.unpaidTopUpAmount),
            }),
    },
    dateTimeColumn<CustomerAccount>(t('customerList.lastTopUpTime'), 'lastTopUpTime'),
    {
      title: t('customerList.agreementVersion'),
      dataIndex: 'agreementVersion',
      key: 'agreementVersion',
      render: (version: number | null) =>
        version === null ? (
          <Typography.Text type="warning">{t('customerList.agreementNone')}</Typography.Text>
        ) : (
          t('customerList.agreementValue', { version })
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('customerList.hint')} />
      <ListScreen<CustomerAccount>
        label={t('customerList.table')}
        queryKey={accountKeys}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseId"
        scrollX={1300}
        rowActions={(row) => [
          {
            key: 'lines',
            label: t('customerList.lines'),
            run: () =>
              setOpened({
                enterpriseId: row.enterpriseId,
                enterpriseName: row.enterpriseName,
                month: thisMonth,
                chargeCount: row.monthChargeCount,
                amount: row.monthCharges,
              }),
          },
        ]}
        {...(can(BUTTON_CODES.billList)
          ? { exportFile: (applied: FilterValues) => client.finance.customerAccount.export(query(applied)) }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.finance.customerAccount.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <ExpenseLinesDrawer target={opened} onClose={() => setOpened(null)} />
    </Flex>
  );
}
