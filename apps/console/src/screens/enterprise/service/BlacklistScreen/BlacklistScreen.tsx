import { PlusOutlined } from '@ant-design/icons';
import { type BlacklistRow, BUTTON_CODES } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { useSessionStore } from '../../../../stores/sessionStore';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { idFilter, zeroOneFilter } from '../scope';
import { enterpriseServiceTexts } from '../texts';
import { type BlacklistEditing, BlacklistFormModal } from './BlacklistFormModal';

const QUERY_KEY = ['enterprise', 'blacklist'] as const;

/** What names an entry in a question: the customer, else the phone, else the address. */
const nameOf = (row: BlacklistRow) => row.customerName || row.phone || row.detailedAddress;

/**
 * 黑名单 (catalogue key `blacklist`, D62): the phones and service addresses an enterprise refuses. An
 * entry in force makes the server refuse the enterprise's new orders for that phone or address; 解除
 * lifts it (kept as a record), 恢复 puts it back, 删除 removes it — each asked first and offered only
 * with its code (the server checks again). Staff see every enterprise's entries (the enterprise filter
 * in the URL narrows them); an enterprise user only their own.
 */
export default function BlacklistScreen() {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const ownEnterprise = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const staff = ownEnterprise === null;
  const [editing, setEditing] = useState<BlacklistEditing>(null);
  const mayEdit = can(BUTTON_CODES.blacklistEdit);
  const mayRemove = can(BUTTON_CODES.blacklistRemove);

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
      { kind: 'text', name: 'customerName', label: t('blacklist.customerName') },
      { kind: 'text', name: 'phone', label: t('blacklist.phone') },
      {
        kind: 'select',
        name: 'forbiddenStatus',
        label: t('common.status'),
        options: [
          { value: '0', label: t('blacklist.inForce') },
          { value: '1', label: t('blacklist.lifted') },
        ],
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<BlacklistRow> = [
    ...(staff
      ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName', sorter: true }]
      : []),
    {
      title: t('blacklist.customerName'),
      dataIndex: 'customerName',
      key: 'customerName',
      render: (name: string) => name || '-',
    },
    {
      title: t('blacklist.phone'),
      dataIndex: 'phone',
      key: 'phone',
      render: (phone: string) => phone || '-',
    },
    {
      title: t('blacklist.address'),
      key: 'address',
      render: (_value: unknown, row: BlacklistRow) =>
        row.detailedAddress === '' ? '-' : `${row.regionName} ${row.detailedAddress}`,
    },
    { title: t('blacklist.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true },
    {
      title: t('common.status'),
      dataIndex: 'forbiddenStatus',
      key: 'forbiddenStatus',
      render: (status: 0 | 1) =>
        status === 0 ? (
          <Badge status="error" text={t('blacklist.inForce')} />
        ) : (
          <Badge status="default" text={t('blacklist.lifted')} />
        ),
    },
    { title: t('common.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<BlacklistRow>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const calls = client.enterprise.blacklist;
  const rowActions =
    mayEdit || mayRemove
      ? (row: BlacklistRow) => {
          const name = nameOf(row);
          const id = { blacklistId: row.blacklistId };
          return [
            {
              key: 'edit',
              label: t('common.edit'),
              visible: mayEdit,
              run: () => setEditing({ kind: 'edit', row }),
            },
            {
              key: 'lift',
              label: t('blacklist.lift'),
              visible: mayEdit && row.forbiddenStatus === 0,
              confirm: t('blacklist.confirmLift', { name }),
              successText: t('blacklist.liftedDone'),
              run: () => calls.disable(id),
            },
            {
              key: 'restore',
              label: t('blacklist.restore'),
              visible: mayEdit && row.forbiddenStatus === 1,
              confirm: t('blacklist.confirmRestore', { name }),
              successText: t('blacklist.restoredDone'),
              run: () => calls.enable(id),
            },
            {
              key: 'remove',
              label: t('common.remove'),
              visible: mayRemove,
              danger: true,
              confirm: t('blacklist.confirmRemove', { name }),
              successText: t('common.removedDone'),
              run: () => calls.remove(id),
            },
          ];
        }
      : undefined;

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('blacklist.hint')} />
      <ListScreen<BlacklistRow>
        label={t('blacklist.table')}
        queryKey={QUERY_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="blacklistId"
        toolbar={
          mayEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('blacklist.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions, actionsWidth: 200 } : {})}
        fetchPage={(applied, request, signal) =>
          calls.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
                customerName: applied.customerName,
                phone: applied.phone,
                forbiddenStatus: zeroOneFilter(applied.forbiddenStatus),
              }),
            },
            { signal },
          )
        }
      />
      <BlacklistFormModal
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
