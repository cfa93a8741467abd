import { BUTTON_CODES, type MasterStatement } from '@onsite/domain';
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
import { useUrlFilters } from '../../list/useUrlFilters';
import {
  MasterFilter,
  MONTH_FORMAT,
  MonthPicker,
  masterFinanceKeys,
  monthFilter,
  useIsMaster,
} from '../masterFinance';
import { financeTexts } from '../texts';

/**
 * 师傅对账单 (catalogue key `masterStatement`, D42): a month's statement per master, computed by the
 * server from the bill lines (orders, total, approved increases) and the deposit deductions of the
 * month. The month (this month unless the URL names one) and the master are filters in the URL;
 * staff with the export code export the month. A master sees only their own statement.
 */
export default function MasterStatementScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const isMaster = useIsMaster();

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'custom',
        name: 'month',
        label: t('masterStatement.month'),
        input: <MonthPicker placeholder={t('masterStatement.chooseMonth')} />,
      },
      ...(isMaster
        ? []
        : [
            {
              kind: 'custom',
              name: 'masterId',
              label: t('masterFinance.master'),
              input: <MasterFilter placeholder={t('masterFinance.chooseMaster')} />,
            } satisfies FilterField,
          ]),
    ],
    [t, isMaster],
  );
  const [urlFilters, setFilters] = useUrlFilters(fields);
  const thisMonth = dayjs().format(MONTH_FORMAT);
  // The month shown: the URL's, else this month (the form shows it too).
  const filters = useMemo<FilterValues>(
    () => ({ ...urlFilters, month: monthFilter(urlFilters.month) ?? thisMonth }),
    [urlFilters, thisMonth],
  );

  const query = (applied: FilterValues) => ({
    month: monthFilter(applied.month) ?? thisMonth,
    ...definedOnly({ masterId: isMaster ? undefined : numberFilter(applied.masterId) }),
  });

  const columns: TableColumnsType<MasterStatement> = [
    { title: t('masterStatement.month'), dataIndex: 'month', key: 'month' },
    { title: t('masterFinance.master'), dataIndex: 'masterName', key: 'masterName' },
    { title: t('masterStatement.orderCount'), dataIndex: 'orderCount', key: 'orderCount', align: 'right' },
    moneyColumn<MasterStatement>(t('masterStatement.total'), 'total'),
    moneyColumn<MasterStatement>(t('masterStatement.increase'), 'increase'),
    moneyColumn<MasterStatement>(t('masterStatement.deductions'), 'deductions'),
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('masterStatement.deductionsHint')} />
      <ListScreen<MasterStatement>
        label={t('masterStatement.table')}
        queryKey={masterFinanceKeys.statements}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        {...(can(BUTTON_CODES.masterBillExport) && !isMaster
          ? { exportFile: (applied: FilterValues) => client.finance.masterStatement.export(query(applied)) }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.finance.masterStatement.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
    </Flex>
  );
}
