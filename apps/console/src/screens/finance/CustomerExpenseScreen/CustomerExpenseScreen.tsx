import { BUTTON_CODES, type CustomerExpense } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  moneyColumn,
  numberFilter,
  pageQueryOf,
  useCan,
  useOnsiteClient,
  walletKeys,
} from '@onsite/ui';
import { Alert, Flex, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useFinanceAccess } from '../financeAccess';
import { MONTH_FORMAT, MonthPicker, monthFilter } from '../masterFinance';
import { financeTexts } from '../texts';
import { ExpenseLinesDrawer, type ExpenseLinesTarget } from './ExpenseLinesDrawer';

const expenseKeys = [...walletKeys.all, 'customerExpense', 'list'] as const;

/**
 * 客户费用 (catalogue key `customerExpense`, D55): what each enterprise customer spent in a month — its
 * work-order charges (the bill lines of type 1) counted and summed by the server; 明细 opens the lines
 * behind a total with the order each names; 导出 writes the month's lines to Excel. The month (this month
 * unless the URL names one) and, for staff, the enterprise are filters in the URL; an enterprise user sees
 * only their own enterprise.
 */
export default function CustomerExpenseScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const { enterpriseId } = useFinanceAccess();
  const staff = enterpriseId === null;
  const [opened, setOpened] = useState<ExpenseLinesTarget | null>(null);

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'custom',
        name: 'month',
        label: t('customerExpense.month'),
        input: <MonthPicker placeholder={t('customerExpense.chooseMonth')} />,
      },
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
    ],
    [t, staff],
  );
  const [urlFilters, setFilters] = useUrlFilters(fields);
  const thisMonth = dayjs().format(MONTH_FORMAT);
  const filters = useMemo<FilterValues>(
    () => ({ ...urlFilters, month: monthFilter(urlFilters.month) ?? thisMonth }),
    [urlFilters, thisMonth],
  );
  const query = (applied: FilterValues) => ({
    month: monthFilter(applied.month) ?? thisMonth,
    ...definedOnly({ enterpriseId: staff ? numberFilter(applied.enterpriseId) : undefined }),
  });

  const columns: TableColumnsType<CustomerExpense> = [
    { title: t('customerExpense.month'), dataIndex: 'month', key: 'month' },
    { title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    {
      title: t('customerExpense.chargeCount'),
      dataIndex: 'chargeCount',
      key: 'chargeCount',
      align: 'right',
    },
    moneyColumn<CustomerExpense>(t('customerExpense.amount'), 'amount'),
    dateTimeColumn<CustomerExpense>(t('customerExpense.lastChargeTime'), 'lastChargeTime'),
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('customerExpense.hint')} />
      <ListScreen<CustomerExpense>
        label={t('customerExpense.table')}
        queryKey={expenseKeys}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseId"
        rowActions={(row) => [{ key: 'lines', label: t('customerExpense.lines'), run: () => setOpened(row) }]}
        {...(can(BUTTON_CODES.billList)
          ? {
              exportFile: (applied: FilterValues) => client.finance.customerExpense.export(query(applied)),
            }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.finance.customerExpense.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <ExpenseLinesDrawer target={opened} onClose={() => setOpened(null)} />
    </Flex>
  );
}
