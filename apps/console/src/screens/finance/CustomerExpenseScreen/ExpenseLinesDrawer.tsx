import type { CustomerExpenseLine } from '@onsite/domain';
import {
  dateTimeColumn,
  dictColumn,
  formatMoney,
  moneyColumn,
  useOnsiteClient,
  walletKeys,
} from '@onsite/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { financeTexts } from '../texts';

/** Whose month a drawer shows: an enterprise and a month (`YYYY-MM`); null keeps it closed. */
export interface ExpenseLinesTarget {
  enterpriseId: number;
  enterpriseName: string;
  month: string;
  /** The month's figures the list showed, for the summary line. */
  chargeCount: number;
  amount: number;
}

/** The query key of the lines, under the wallet keys: a settlement or a top-up refreshes them too. */
export const expenseLinesKey = (enterpriseId: number, month: string, pageNum: number) =>
  [...walletKeys.all, 'customerExpense', 'lines', enterpriseId, month, pageNum] as const;

const PAGE_SIZE = 10;

/**
 * D55: the charge lines behind a customer expense (one enterprise, one month), each with the work
 * order it names when there is one; paged by the server. 客户费用 and 客户列表 open it from a row.
 */
export function ExpenseLinesDrawer({
  target,
  onClose,
}: {
  target: ExpenseLinesTarget | null;
  onClose: () => void;
}) {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const [pageNum, setPageNum] = useState(1);
  const enterpriseId = target?.enterpriseId ?? 0;
  const month = target?.month ?? '';
  const lines = useQuery({
    queryKey: expenseLinesKey(enterpriseId, month, pageNum),
    queryFn: ({ signal }) =>
      client.finance.customerExpense.lines({ enterpriseId, month, pageNum, pageSize: PAGE_SIZE }, { signal }),
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<CustomerExpenseLine> = [
    { title: t('expenseLines.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    dateTimeColumn<CustomerExpenseLine>(t('expenseLines.chargeTime'), 'chargeTime'),
    moneyColumn<CustomerExpenseLine>(t('expenseLines.amount'), 'amount'),
    {
      title: t('expenseLines.customer'),
      dataIndex: 'customerName',
      key: 'customerName',
      render: (name: string | null) =>
        name ?? <Typography.Text type="secondary">{t('expenseLines.noOrder')}</Typography.Text>,
    },
    { title: t('expenseLines.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    dictColumn<CustomerExpenseLine>(t('expenseLines.orderStatus'), 'orderStatus', 'order_status'),
    { title: t('expenseLines.createBy'), dataIndex: 'createBy', key: 'createBy' },
    { title: t('expenseLines.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  return (
    <Drawer
      open={target !== null}
      title={
        target ? t('expenseLines.title', { enterprise: target.enterpriseName, month: target.month }) : ''
      }
      size="large"
      onClose={() => {
        setPageNum(1);
        onClose();
      }}
      destroyOnHidden
    >
      {target && (
        <Typography.Paragraph>
          {t('expenseLines.total', { count: target.chargeCount, amount: formatMoney(target.amount) })}
        </Typography.Paragraph>
      )}
      {lines.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('expenseLines.failed')}
          action={
            <Button size="small" onClick={() => void lines.refetch()}>
              {t('expenseLines.retry')}
            </Button>
          }
        />
      ) : (
        <Table<CustomerExpenseLine>
          aria-label={t('expenseLines.table')}
          rowKey="lineId"
          size="small"
          loading={lines.isFetching}
          columns={columns}
          dataSource={lines.data?.rows ?? []}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: lines.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageNum,
          }}
        />
      )}
    </Drawer>
  );
}
