import type { AccessoryPriceGroup, AccessoryPriceRow } from '@onsite/domain';
import { Button, Empty, Flex, Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessoryChange } from '../hooks/useEnterpriseAmount';

export interface AccessoryTableProps {
  /** Accessory rows grouped per accessory type, as the server answers them. */
  groups: readonly AccessoryPriceGroup[];
  /** Whether threshold and remark can be changed and saved (editPriceInfo and enterpriseShow 1). */
  editable: boolean;
  /** Whether a save is under way. */
  saving?: boolean;
  /** Called with every row's threshold and remark (the edits are kept until new groups arrive). */
  onSave: (rows: AccessoryChange[]) => void;
}

type Draft = Record<number, Partial<Pick<AccessoryChange, 'accessoryPriceThreshold' | 'remark'>>>;

/**
 * The accessories tab of the amount info (spec 001 §2 Tab 2): one table per accessory type; the
 * price threshold and the remark are editable, saved together in one call. The edits live here;
 * give it a new `key` when the saved groups come back.
 */
export function AccessoryTable({ groups, editable, saving = false, onSave }: AccessoryTableProps) {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState<Draft>({});
  const changeOf = (row: AccessoryPriceRow): AccessoryChange => ({
    enterpriseAccessoryId: row.enterpriseAccessoryId,
    accessoryPriceThreshold: row.accessoryPriceThreshold,
    remark: row.remark,
    ...draft[row.enterpriseAccessoryId],
  });
  const edit = (id: number, change: Draft[number]) =>
    setDraft((current) => ({ ...current, [id]: { ...current[id], ...change } }));
  const labelOf = (row: AccessoryPriceRow, field: string) =>
    t('enterprise.amount.fieldOf', { row: row.accessoryName, field });
  const rows = groups.flatMap((group) => group.rows);

  const columns: TableColumnsType<AccessoryPriceRow> = [
    { dataIndex: 'accessoryName', title: t('enterprise.amount.accessoryName') },
    { dataIndex: 'accessoryCategory', title: t('enterprise.amount.accessoryCategory') },
    { dataIndex: 'accessorySpecification', title: t('enterprise.amount.accessorySpecification') },
    { dataIndex: 'brandName', title: t('enterprise.amount.brandName') },
    { dataIndex: 'modelName', title: t('enterprise.amount.modelName') },
    { dataIndex: 'accessoryPrice', title: t('enterprise.amount.accessoryPrice') },
    {
      key: 'accessoryPriceThreshold',
      title: t('enterprise.amount.accessoryPriceThreshold'),
      width: 160,
      render: (_, row) =>
        editable ? (
          <InputNumber
            aria-label={labelOf(row, t('enterprise.amount.accessoryPriceThreshold'))}
            value={changeOf(row).accessoryPriceThreshold}
            min={0}
            precision={2}
            onChange={(value) => edit(row.enterpriseAccessoryId, { accessoryPriceThreshold: value })}
            style={{ width: '100%' }}
          />
        ) : (
          row.accessoryPriceThreshold
        ),
    },
    {
      key: 'remark',
      title: t('enterprise.common.remark'),
      render: (_, row) =>
        editable ? (
          <Input
            aria-label={labelOf(row, t('enterprise.common.remark'))}
            value={changeOf(row).remark}
            maxLength={500}
            onChange={(event) => edit(row.enterpriseAccessoryId, { remark: event.target.value })}
          />
        ) : (
          row.remark
        ),
    },
  ];

  if (rows.length === 0) return <Empty description={t('enterprise.amount.noAccessories')} />;
  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <Table<AccessoryPriceRow>
          key={group.accessoryType}
          title={() => group.accessoryTypeName}
          rowKey="enterpriseAccessoryId"
          size="small"
          columns={columns}
          dataSource={group.rows}
          pagination={false}
        />
      ))}
      {editable ? (
        <Flex justify="end">
          <Button type="primary" loading={saving} onClick={() => onSave(rows.map(changeOf))}>
            {t('enterprise.common.save')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
