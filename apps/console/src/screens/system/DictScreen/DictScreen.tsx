import { BUTTON_CODES, type DictType } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { StatusBadge, statusOptionsOf } from '../parts';
import { systemKeys } from '../systemQueries';
import { systemTexts } from '../texts';
import { DictDataDrawer } from './DictDataDrawer';
import { DictTypeFormModal } from './DictTypeFormModal';

/** 字典管理 (catalogue key `dict`): dictionary types, and the entries of each in a drawer. */
export default function DictScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<{ dictType: DictType | undefined } | null>(null);
  const [entriesOf, setEntriesOf] = useState<DictType | undefined>();
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'dictName', label: t('dict.dictName') },
      { kind: 'text', name: 'dictType', label: t('dict.dictType') },
      { kind: 'select', name: 'status', label: t('common.status'), options: statusOptionsOf(t) },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<DictType> = [
    // The names and remarks of dictionaries are what an administrator typed (data, D31).
    {
      title: t('dict.dictName'),
      dataIndex: 'dictName',
      render: (name: string) => <span translate="no">{name}</span>,
    },
    {
      title: t('dict.dictType'),
      dataIndex: 'dictType',
      render: (type: string) => <span translate="no">{type}</span>,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: DictType['status']) => <StatusBadge status={status} t={t} />,
    },
    {
      title: t('common.remark'),
      dataIndex: 'remark',
      render: (remark: string) => <span translate="no">{remark}</span>,
    },
    dateTimeColumn<DictType>(t('common.createTime'), 'createTime', { sorter: true }),
  ];
  const rowActions = (dictType: DictType): RowAction[] => [
    { key: 'data', label: t('dict.data'), run: () => setEntriesOf(dictType) },
    {
      key: 'edit',
      label: t('common.edit'),
      permission: BUTTON_CODES.dictEdit,
      run: () => setEditing({ dictType }),
    },
    {
      key: 'remove',
      label: t('common.remove'),
      danger: true,
      permission: BUTTON_CODES.dictRemove,
      confirm: t('common.confirmRemove', { name: dictType.dictName }),
      successText: t('common.removed'),
      run: () => client.system.dict.type.remove({ dictIds: [dictType.dictId] }),
    },
  ];

  return (
    <>
      <ListScreen<DictType>
        label={t('dict.table')}
        queryKey={systemKeys.dictTypes()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="dictId"
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.dictAdd) && (
            <Button type="primary" onClick={() => setEditing({ dictType: undefined })}>
              {t('common.add')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.system.dict.type.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                dictName: applied.dictName,
                dictType: applied.dictType,
                status: applied.status === '0' || applied.status === '1' ? applied.status : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <DictTypeFormModal
        open={editing !== null}
        dictType={editing?.dictType}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: systemKeys.dictTypes() });
        }}
      />
      <DictDataDrawer dictType={entriesOf} onClose={() => setEntriesOf(undefined)} />
    </>
  );
}
