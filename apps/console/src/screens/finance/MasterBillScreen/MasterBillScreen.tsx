import { BUTTON_CODES, type MasterBillLine } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  dictColumn,
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
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { MasterFilter, masterFinanceKeys, useIsMaster } from '../masterFinance';
import { financeTexts } from '../texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFilter = (value: string | undefined) => (value !== undefined && DAY.test(value) ? value : undefined);

/**
 * 师傅账单 (catalogue key `masterBill`, D42): every master's bill line (the settlement of an order,
 * with the approved increases in it, and the order's state). Filters in the URL (master, order
 * number, days), server paging, the Excel export for staff holding the export code. A master sees
 * only their own lines (the server decides) and no master filter.
 */
export default function MasterBillScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const isMaster = useIsMaster();

  const fields = useMemo<FilterField[]>(
    () => [
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
      { kind: 'text', name: 'orderNo', label: t('masterBill.orderNo') },
      {
        kind: 'dateRange',
        name: 'createTime',
        label: t('masterBill.createTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t, isMaster],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const query = (applied: FilterValues) =>
    definedOnly({
      masterId: isMaster ? undefined : numberFilter(applied.masterId),
      orderNo: applied.orderNo,
      beginTime: dayFilter(applied.beginTime),
      endTime: dayFilter(applied.endTime),
    });

  const columns: TableColumnsType<MasterBillLine> = [
    ...(isMaster ? [] : [{ title: t('masterFinance.master'), dataIndex: 'masterName', key: 'masterName' }]),
    { title: t('masterBill.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    moneyColumn<MasterBillLine>(t('masterBill.amount'), 'amount', { sorter: true }),
    moneyColumn<MasterBillLine>(t('masterBill.increase'), 'increase'),
    dictColumn<MasterBillLine>(t('masterBill.state'), 'state', 'order_status'),
    dateTimeColumn<MasterBillLine>(t('masterBill.createTime'), 'createTime', { sorter: true }),
    { title: t('masterBill.createBy'), dataIndex: 'createBy', key: 'createBy' },
    { title: t('masterBill.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  return (
    <Flex vertical gap={16}>
      {isMaster && <Alert type="info" showIcon title={t('masterBill.ownOnly')} />}
      <ListScreen<MasterBillLine>
        label={t('masterBill.table')}
        queryKey={masterFinanceKeys.bills}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterBillId"
        {...(can(BUTTON_CODES.masterBillExport) && !isMaster
          ? { exportFile: (applied: FilterValues) => client.finance.masterBill.export(query(applied)) }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.finance.masterBill.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
    </Flex>
  );
}
