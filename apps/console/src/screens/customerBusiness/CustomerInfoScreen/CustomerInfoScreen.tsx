import { BUTTON_CODES, CUSTOMER_NOTE_MAX, type CustomerInfo } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  FormModal,
  formatDateTime,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Form, Input, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { customerBusinessKeys } from '../customerBusinessModel';
import { customerBusinessTexts } from '../texts';
import { CustomerHistoryDrawer } from './CustomerHistoryDrawer';

const KINDS = ['repeat', 'open'] as const;
const kindFilter = (value: string | undefined) => KINDS.find((kind) => kind === value);

/**
 * 客户信息订单 (catalogue key `customerInfoOrder`, D60): the end customers of the orders, one per mobile number, the
 * latest ordered first — the latest name and address, how many orders (open, cancelled), the enterprises that
 * ordered, the platform's note. Filters in the URL (name, mobile, returning or with an open order), server paging.
 * 订单记录 opens the customer's orders; 备注 (`order:custinfo:note`) writes the staff note. The server scopes an
 * enterprise user to its own orders (without the note) and refuses masters.
 */
export default function CustomerInfoScreen() {
  const { t } = useAreaTexts(customerBusinessTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<CustomerInfo | null>(null);
  const [noting, setNoting] = useState<CustomerInfo | null>(null);

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'customerName', label: t('customer.name') },
      { kind: 'text', name: 'customerMobile', label: t('customer.mobile') },
      {
        kind: 'select',
        name: 'kind',
        label: t('customer.kind'),
        options: KINDS.map((kind) => ({ value: kind, label: t(`customer.kinds.${kind}`) })),
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<CustomerInfo> = [
    {
      title: t('customer.name'),
      dataIndex: 'customerName',
      key: 'customerName',
      render: (name: string, row) => (
        <Flex vertical>
          <span>{name}</span>
          <Typography.Text type="secondary">{row.customerMobile}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('customer.address'), dataIndex: 'address', key: 'address', ellipsis: true, width: 220 },
    {
      title: t('customer.orders'),
      key: 'orders',
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>{t('customer.ordersValue', { count: row.orderCount })}</span>
          {(row.openCount > 0 || row.cancelledCount > 0) && (
            <Typography.Text type="secondary">
              {[
                row.openCount > 0 ? t('customer.open', { count: row.openCount }) : null,
                row.cancelledCount > 0 ? t('customer.cancelled', { count: row.cancelledCount }) : null,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('customer.enterprises'),
      dataIndex: 'enterpriseNames',
      key: 'enterpriseNames',
      ellipsis: true,
      width: 180,
      render: (names: string) => names.split(',').join('、'),
    },
    dateTimeColumn<CustomerInfo>(t('customer.lastOrder'), 'lastOrderTime'),
    dateTimeColumn<CustomerInfo>(t('customer.firstOrder'), 'firstOrderTime'),
    {
      title: t('customer.note'),
      dataIndex: 'note',
      key: 'note',
      width: 220,
      render: (note: string | null, row) =>
        note === null ? (
          '—'
        ) : (
          <Flex vertical>
            <Typography.Text>{note}</Typography.Text>
            <Typography.Text type="secondary">
              {t('customer.noteBy', { name: row.noteBy ?? '', time: formatDateTime(row.noteTime) })}
            </Typography.Text>
          </Flex>
        ),
    },
  ];

  const rowActions = (row: CustomerInfo): RowAction[] => [
    { key: 'history', label: t('customer.history'), run: () => setViewing(row) },
    {
      key: 'note',
      label: t('customer.editNote'),
      permission: BUTTON_CODES.customerInfoNote,
      run: () => setNoting(row),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.order.customerInfo.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          customerName: applied.customerName,
          customerMobile: applied.customerMobile,
          kind: kindFilter(applied.kind),
        }),
      },
      { signal },
    );

  const noteValues = useMemo(() => ({ note: noting?.note ?? '' }), [noting]);

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary">{t('customer.hint')}</Typography.Paragraph>
      <ListScreen<CustomerInfo>
        label={t('customer.table')}
        queryKey={customerBusinessKeys.customers()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="customerMobile"
        scrollX={1300}
        rowActions={rowActions}
        actionsWidth={140}
        fetchPage={fetchPage}
      />
      <CustomerHistoryDrawer customer={viewing} onClose={() => setViewing(null)} />
      <FormModal<{ note: string }>
        open={noting !== null}
        title={t('customer.noteTitle', { name: noting?.customerName ?? '' })}
        name="customerNote"
        initialValues={noteValues}
        onSubmit={({ note }) =>
          client.order.customerInfo.note({ customerMobile: noting?.customerMobile ?? '', note: note.trim() })
        }
        successText={t('customer.noteSaved')}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: customerBusinessKeys.customers() });
          setNoting(null);
        }}
        onCancel={() => setNoting(null)}
        modalProps={{ destroyOnHidden: true }}
      >
        <Typography.Paragraph type="secondary">{t('customer.noteHint')}</Typography.Paragraph>
        <Form.Item name="note" label={t('customer.note')}>
          <Input.TextArea rows={3} maxLength={CUSTOMER_NOTE_MAX} showCount />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
