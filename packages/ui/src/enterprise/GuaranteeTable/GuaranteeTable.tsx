import type { GuaranteeRow } from '@onsite/domain';
import { Button, Empty, Input, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A guarantee row being edited: a new row has no order type or days yet. */
export type GuaranteeDraft = Omit<GuaranteeRow, 'orderType' | 'guaranteeTime'> & {
  /** Stable row key (the guarantee id, or a local key for a new row). */
  key: string;
  orderType: number | null;
  guaranteeTime: number | null;
};

/** An order type to choose. */
export interface OrderTypeOption {
  value: number;
  label: string;
}

export interface GuaranteeTableProps {
  /** The guarantee rows of one install type. */
  rows: readonly GuaranteeDraft[];
  /** The order types of this install type (one guarantee per order type). */
  orderTypes: readonly OrderTypeOption[];
  /** The order types a guarantee may relate to. */
  relationOrderTypes: readonly OrderTypeOption[];
  /** Whether rows can be changed, added and removed. */
  editable: boolean;
  /** Called with every row after a change. */
  onChange: (rows: GuaranteeDraft[]) => void;
}

let nextKey = 1;
/** A new, empty guarantee row. */
export function newGuaranteeRow(): GuaranteeDraft {
  nextKey += 1;
  return { key: `new-${nextKey}`, orderType: null, guaranteeTime: null, relationOrderType: [], remark: '' };
}

/** The guarantee table of an install type (spec 001 §3, §5): order type, days, related order types, remark. */
export function GuaranteeTable({
  rows,
  orderTypes,
  relationOrderTypes,
  editable,
  onChange,
}: GuaranteeTableProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const nameOf = (id: number | null) =>
    [...orderTypes, ...relationOrderTypes].find((option) => option.value === id)?.label ??
    (id === null ? '' : String(id));
  const change = (key: string, patch: Partial<GuaranteeDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const labelOf = (index: number, field: string) =>
    t('enterprise.settings.rowOf', { index: index + 1, field });

  const columns: TableColumnsType<GuaranteeDraft> = [
    {
      key: 'orderType',
      title: t('enterprise.common.orderType'),
      width: 200,
      render: (_, row, index) =>
        editable ? (
          <Select
            id={`${id}-${row.key}-orderType`}
            aria-label={labelOf(index, t('enterprise.common.orderType'))}
            value={row.orderType}
            style={{ width: '100%' }}
            // One guarantee per order type: the ones other rows use are not offered.
            options={orderTypes.map((option) => ({
              ...option,
              disabled: rows.some((other) => other.key !== row.key && other.orderType === option.value),
            }))}
            onChange={(orderType: number) => change(row.key, { orderType })}
          />
        ) : (
          nameOf(row.orderType)
        ),
    },
    {
      key: 'guaranteeTime',
      title: t('enterprise.settings.guaranteeTime'),
      width: 180,
      render: (_, row, index) =>
        editable ? (
          <InputNumber
            aria-label={labelOf(index, t('enterprise.settings.guaranteeTime'))}
            placeholder={t('enterprise.settings.guaranteeTimePlaceholder')}
            value={row.guaranteeTime}
            min={0}
            max={3650}
            precision={0}
            style={{ width: '100%' }}
            onChange={(guaranteeTime) => change(row.key, { guaranteeTime })}
          />
        ) : (
          row.guaranteeTime
        ),
    },
    {
      key: 'relationOrderType',
      title: t('enterprise.settings.relationOrderType'),
      render: (_, row, index) =>
        editable ? (
          <Select
            id={`${id}-${row.key}-relation`}
            mode="multiple"
            aria-label={labelOf(index, t('enterprise.settings.relationOrderType'))}
            value={row.relationOrderType}
            options={[...relationOrderTypes]}
            style={{ width: '100%' }}
            onChange={(relationOrderType: number[]) => change(row.key, { relationOrderType })}
          />
        ) : (
          row.relationOrderType.map(nameOf).join('、')
        ),
    },
    {
      key: 'remark',
      title: t('enterprise.common.remark'),
      render: (_, row, index) =>
        editable ? (
          <Input
            aria-label={labelOf(index, t('enterprise.common.remark'))}
            value={row.remark}
            maxLength={500}
            onChange={(event) => change(row.key, { remark: event.target.value })}
          />
        ) : (
          row.remark
        ),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('enterprise.common.actions'),
            width: 90,
            render: (_: unknown, row: GuaranteeDraft, index: number) => (
              <Button
                type="link"
                danger
                aria-label={labelOf(index, t('enterprise.settings.removeGuarantee'))}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                {t('enterprise.settings.removeGuarantee')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<GuaranteeDraft>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows as GuaranteeDraft[]}
      pagination={false}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterprise.settings.noGuarantees')} />
        ),
      }}
      footer={
        editable
          ? () => (
              <Button type="dashed" block onClick={() => onChange([...rows, newGuaranteeRow()])}>
                {t('enterprise.settings.addGuarantee')}
              </Button>
            )
          : undefined
      }
    />
  );
}
