import { BUTTON_CODES, type DictData, type DictType } from '@onsite/domain';
import {
  dictKeys,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useCan,
  useLocale,
  useOnsiteClient,
} from '@onsite/ui';
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

/** Where the dictionary's name goes in the drawer's title, so it can be marked as data. */
const NAME_SLOT = '\u0000';

/** 字典数据：name, the name marked as data (`translate="no"`: what an administrator typed). */
function DataTitle({ text, name }: { text: string; name: string }) {
  const [before = '', after = ''] = text.split(NAME_SLOT);
  return (
    <>
      {before}
      <span translate="no">{name}</span>
      {after}
    </>
  );
}

/** 字典数据: the entries of one dictionary, added, edited and removed in place. */
export function DictDataDrawer({ dictType, onClose }: DictDataDrawerProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { locale } = useLocale();
  const [editing, setEditing] = useState<{ entry: DictData | undefined } | null>(null);
  const type = dictType?.dictType ?? '';
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: systemKeys.dictData(type) });
    // Labels shown elsewhere (dictionary columns and filters) follow the change.
    void queryClient.invalidateQueries({ queryKey: dictKeys.type(type) });
  };

  const columns: TableColumnsType<DictData> = [
    {
      title: t('dict.dictLabel'),
      dataIndex: 'dictLabel',
      // D31: the label in the language shown; the zh-CN one when it has no translation.
      render: (label: string, entry: DictData) =>
        (locale === 'zh-CN' ? '' : entry.translations?.[locale]) || label,
    },
    {
      title: t('dict.dictValue'),
      dataIndex: 'dictValue',
      render: (value: string) => <span translate="no">{value}</span>,
    },
    { title: t('dict.dictSort'), dataIndex: 'dictSort' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: DictData['status']) => <StatusBadge status={status} t={t} />,
    },
    {
      title: t('common.remark'),
      dataIndex: 'remark',
      render: (remark: string) => <span translate="no">{remark}</span>,
    },
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
      confirm: t('common.confirmRemove', {
        name: (locale === 'zh-CN' ? '' : entry.translations?.[locale]) || entry.dictLabel,
      }),
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
      title={<DataTitle text={t('dict.dataTitle', { name: NAME_SLOT })} name={dictType?.dictName ?? ''} />}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {dictType && (
        <ListScreen<DictData>
          label={t('dict.data')}
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
