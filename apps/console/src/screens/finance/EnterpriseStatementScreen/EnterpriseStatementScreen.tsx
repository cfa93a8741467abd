import { BUTTON_CODES, type EnterpriseStatement } from '@onsite/domain';
import {
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  moneyColumn,
  numberFilter,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Flex, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useFinanceAccess } from '../financeAccess';
import { MONTH_FORMAT, MonthPicker, monthFilter } from '../masterFinance';
import { financeTexts } from '../texts';

const statementKeys = ['enterpriseStatement', 'list'] as const;

/**
 * 企业对账单 (catalogue key `statement`, D48): a month's statement per enterprise, computed by the
 * server from the bill lines: balance at the month's start, work orders and their charges, top-ups,
 * other changes, balance at the month's end. The month (this month unless the URL names one) and,
 * for staff, the enterprise are filters in the URL; the month exports to Excel. An enterprise user
 * sees only their own enterprise's statement.
 */
export default function EnterpriseStatementScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const { enterpriseId } = useFinanceAccess();
  const staff = enterpriseId === null;

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'custom',
        name: 'month',
        label: t('enterpriseStatement.month'),
        input: <MonthPicker placeholder={t('enterpriseStatement.chooseMonth')} />,
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

  const columns: TableColumnsType<EnterpriseStatement> = [
    { title: t('enterpriseStatement.month'), dataIndex: 'month', key: 'month' },
    { title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    moneyColumn<EnterpriseStatement>(t('enterpriseStatement.openingBalance'), 'openingBalance'),
    {
      title: t('enterpriseStatement.orderCount'),
      dataIndex: 'orderCount',
      key: 'orderCount',
      align: 'right',
    },
    moneyColumn<EnterpriseStatement>(t('enterpriseStatement.charges'), 'charges'),
    moneyColumn<EnterpriseStatement>(t('enterpriseStatement.topUps'), 'topUps'),
    moneyColumn<EnterpriseStatement>(t('enterpriseStatement.otherChanges'), 'otherChanges'),
    moneyColumn<EnterpriseStatement>(t('enterpriseStatement.closingBalance'), 'closingBalance'),
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('enterpriseStatement.hint')} />
      <ListScreen<EnterpriseStatement>
        label={t('enterpriseStatement.table')}
        queryKey={statementKeys}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseId"
        {...(can(BUTTON_CODES.billList)
          ? {
              exportFile: (applied: FilterValues) =>
                client.finance.enterpriseStatement.export(query(applied)),
            }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.finance.enterpriseStatement.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
    </Flex>
  );
}
