import {
  BUTTON_CODES,
  MASTER_LABEL_STATUSES,
  type MasterLabel,
  type MasterLabelStatus,
} from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../../masters/masterModel';
import { LabelTag } from '../LabelTags';
import { recordKeys } from '../masterRecordsModel';
import { masterRecordsTexts } from '../texts';
import { LabelFormModal } from './LabelFormModal';
import { LabelMastersModal } from './LabelMastersModal';

/** A status from the URL, else none. */
const statusFilter = (value: string | undefined) => MASTER_LABEL_STATUSES.find((status) => status === value);

/**
 * 师傅标签 (catalogue key `masterLabel`, D54): the labels staff attach to masters (金牌师傅, 新手, 夜间可派, …) with
 * their colour, status and how many masters carry each. Filters in the URL, server paging; 新增标签 / 修改 / 删除
 * (asked first; the server refuses a label masters carry, naming how many) and 师傅 (who carries it, giving it to
 * a master or taking it off) behind `master:label:edit`.
 */
export default function MasterLabelScreen() {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<MasterLabel | 'new' | null>(null);
  const [showing, setShowing] = useState<MasterLabel | null>(null);

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'labelName', label: t('field.labelName') },
      {
        kind: 'select',
        name: 'status',
        label: t('field.status'),
        options: MASTER_LABEL_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MasterLabel> = [
    {
      title: t('field.labelName'),
      dataIndex: 'labelName',
      key: 'labelName',
      render: (name: string, row) => <LabelTag color={row.color}>{name}</LabelTag>,
    },
    {
      title: t('field.color'),
      dataIndex: 'color',
      key: 'color',
      render: (color: MasterLabel['color']) => t(`colors.${color}`),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: MasterLabelStatus) => (
        <Badge status={status === '0' ? 'success' : 'default'} text={t(`statuses.${status}`)} />
      ),
    },
    {
      title: t('field.remark'),
      dataIndex: 'remark',
      key: 'remark',
      ellipsis: true,
      render: (remark: string) => remark || '—',
    },
    { title: t('field.masterCount'), dataIndex: 'masterCount', key: 'masterCount', sorter: true },
    { title: t('field.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<MasterLabel>(t('field.createTime'), 'createTime', { sorter: true }),
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('label.hint')}</Typography.Paragraph>
      <ListScreen<MasterLabel>
        label={t('label.table')}
        queryKey={recordKeys.labels()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="labelId"
        toolbar={
          <Can permission={BUTTON_CODES.masterLabelEdit}>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('label.add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          { key: 'masters', label: t('label.masters'), run: () => setShowing(row) },
          {
            key: 'edit',
            label: t('label.edit'),
            permission: BUTTON_CODES.masterLabelEdit,
            run: () => setEditing(row),
          },
          {
            key: 'remove',
            label: t('label.remove'),
            danger: true,
            permission: BUTTON_CODES.masterLabelEdit,
            confirm: t('label.removeConfirm', { name: row.labelName }),
            successText: t('label.removed'),
            run: () => client.master.label.remove({ labelId: row.labelId }),
          },
        ]}
        actionsWidth={160}
        fetchPage={(applied, request, signal) =>
          client.master.label.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({ labelName: applied.labelName, status: statusFilter(applied.status) }),
            },
            { signal },
          )
        }
      />
      <LabelFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: masterKeys.all });
        }}
      />
      <LabelMastersModal label={showing} onClose={() => setShowing(null)} />
    </>
  );
}
