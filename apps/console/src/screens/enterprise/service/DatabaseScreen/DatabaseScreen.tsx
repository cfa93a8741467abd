import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type EnterpriseCustomerRow } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { useSessionStore } from '../../../../stores/sessionStore';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { idFilter } from '../scope';
import { enterpriseServiceTexts } from '../texts';
import { type CustomerEditing, CustomerFormModal } from './CustomerFormModal';

const QUERY_KEY = ['enterprise', 'customers'] as const;

/**
 * 资料库 (catalogue key `database`, D62): an enterprise's end customers, one per phone, made from its
 * orders (each new order adds the customer or updates the name and address and counts the order) and
 * added by hand. Phones show in full only with `enterprise:database:phone` (the server masks them
 * otherwise, and only then is the phone filter offered); a customer without orders may be deleted
 * (asked first); the filtered list exports to Excel. Staff see every enterprise's, an enterprise user its own.
 */
export default function DatabaseScreen() {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const ownEnterprise = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const staff = ownEnterprise === null;
  const [editing, setEditing] = useState<CustomerEditing>(null);
  const mayEdit = can(BUTTON_CODES.databaseEdit);
  const fullPhones = can(BUTTON_CODES.databasePhone);
  const mayExport = can(BUTTON_CODES.databaseExport);

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('common.enterprise'),
              input: <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: 'customerName', label: t('database.customerName') },
      ...(fullPhones
        ? [{ kind: 'text', name: 'phone', label: t('database.phone') } satisfies FilterField]
        : []),
    ],
    [t, staff, fullPhones],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const query = (applied: FilterValues) =>
    definedOnly({
      enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
      customerName: applied.customerName,
      phone: fullPhones ? applied.phone : undefined,
    });

  const columns: TableColumnsType<EnterpriseCustomerRow> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('database.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('database.phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: t('database.region'),
      key: 'address',
      render: (_value: unknown, row: EnterpriseCustomerRow) =>
        row.detailedAddress === '' ? '-' : `${row.regionName} ${row.detailedAddress}`,
    },
    { title: t('database.orderCount'), dataIndex: 'orderCount', key: 'orderCount', sorter: true },
    dateTimeColumn<EnterpriseCustomerRow>(t('database.lastOrderTime'), 'lastOrderTime', { sorter: true }),
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
  ];

  const rowActions = mayEdit
    ? (row: EnterpriseCustomerRow) => [
        { key: 'edit', label: t('common.edit'), run: () => setEditing({ kind: 'edit', row }) },
        {
          key: 'remove',
          label: t('common.remove'),
          visible: row.orderCount === 0,
          danger: true,
          confirm: t('database.confirmRemove', { name: row.customerName }),
          successText: t('common.removedDone'),
          run: () => client.enterprise.customerDatabase.remove({ customerId: row.customerId }),
        },
      ]
    : undefined;

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={fullPhones ? t('database.hint') : t('database.maskedHint')} />
      <ListScreen<EnterpriseCustomerRow>
        label={t('database.table')}
        queryKey={QUERY_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="customerId"
        toolbar={
          mayEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('database.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        {...(mayExport
          ? {
              exportFile: (applied: FilterValues) =>
                client.enterprise.customerDatabase.export(query(applied)),
            }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.enterprise.customerDatabase.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <CustomerFormModal
        editing={editing}
        ownEnterprise={ownEnterprise}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        }}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}
