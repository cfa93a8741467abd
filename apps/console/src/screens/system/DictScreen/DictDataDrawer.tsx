import { BUTTON_CODES, type DictData, type DictType } from '@onsite/domain';
import { dictKeys, ListScreen, pageQueryOf, type RowAction, useCan, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { StatusBadge } from '../parts';
import { systemKeys } from '../systemQueries';
import { systemTexts } from '../texts';
import { DictDataFormModal } from './DictDataFormModal';

export interface DictDataDrawerProps {
  /** The dictionary whose entries show; none keeps the drawer closed. */
  dictType: DictType | undefined;
  onClose: () => void;
}

const NO_FILTERS = {};

/** 字典数据: the entries of one dictionary, added, edited and removed in place. */
export function DictDataDrawer({ dictType, onClose }: DictDataDrawerProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<{ entry: DictData | undefined } | null>(null);
  const type = dictType?.dictType ?? '';
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: systemKeys.dictData(type) });
    // Labels shown elsewhere (dictionary columns and filters) follow the change.
    void queryClient.invalidateQueries({ queryKey: dictKeys.type(type) });
  };

  const columns: TableColumnsType<DictData> = [
    { title: t('dict.dictLabel'), dataIndex: 'dictLabel' },
    { title: t('dict.dictValue'), dataIndex: 'dictValue' },
    { title: t('dict.dictSort'), dataIndex: 'dictSort' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: DictData['status']) => <StatusBadge status={status} t={t} />,
    },
    { title: t('common.remark'), dataIndex: 'remark' },
  ];
  const rowActions = (entry: DictData): RowAction[] => [
    {
      key: 'edit',
      label: t('common.edit'),
      permission: BUTTON_CODES.dictEdit,
      run: () => setEditing({ entry }),
    },
    {
      key: 'remove',
      label: t('common.remove'),
      danger: true,
      permission: BUTTON_CODES.dictRemove,
      confirm: t('common.confirmRemove', { name: entry.dictLabel }),
      successText: t('common.removed'),
      run: async () => {
        await client.system.dict.data.remove({ dictCodes: [entry.dictCode] });
        void queryClient.invalidateQueries({ queryKey: dictKeys.type(type) });
      },
    },
  ];

  return (
    <Drawer
      open={dictType !== undefined}
      title={t('dict.dataTitle', { name: dictType?.dictName ?? '' })}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {dictType && (
        <ListScreen<DictData>
          label={t('dict.dataTitle', { name: dictType.dictName })}
          queryKey={systemKeys.dictData(type)}
          filters={NO_FILTERS}
          onFiltersChange={() => undefined}
          columns={columns}
          rowKey="dictCode"
          rowActions={rowActions}
          actionsWidth={140}
          toolbar={
            can(BUTTON_CODES.dictAdd) && (
              <Button type="primary" onClick={() => setEditing({ entry: undefined })}>
                {t('common.add')}
              </Button>
            )
          }
          fetchPage={(_filters, request, signal) =>
            client.system.dict.data.list({ ...pageQueryOf(request), dictType: type }, { signal })
          }
        />
      )}
      <DictDataFormModal
        open={editing !== null}
        dictType={type}
        entry={editing?.entry}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Drawer>
  );
}
