import { Empty, Input, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditablePriceRow } from '../hooks/useEnterpriseAmount';

export interface PriceTableProps {
  /** The price rows of one install type. */
  rows: readonly EditablePriceRow[];
  /** Names of the order types by id; a missing one shows as 工单类型 {id}. */
  orderTypeNames: Readonly<Record<number, string>>;
  /** Whether price type, price, proportion and remark can be changed (editPriceInfo and enterpriseShow 1). */
  editable: boolean;
  /** Called with every row of this table after one field changed. */
  onChange: (rows: EditablePriceRow[]) => void;
}

type Field = 'priceType' | 'price' | 'proportion' | 'priceRemark';

/**
 * The price rows of one install type (spec 001 §2 Tab 2): order type, price type, price, proportion
 * in percent and remark. A cleared price stays empty here; the save sends it as 0 (spec 001 §5).
 */
export function PriceTable({ rows, orderTypeNames, editable, onChange }: PriceTableProps) {
  const { t } = useTranslation('ui');
  const nameOf = (row: EditablePriceRow) =>
    orderTypeNames[row.orderType] ?? t('enterprise.amount.unknownOrderType', { id: row.orderType });
  const labelOf = (row: EditablePriceRow, field: string) =>
    t('enterprise.amount.fieldOf', { row: nameOf(row), field });
  const change = <F extends Field>(id: number, field: F, value: EditablePriceRow[F]) =>
    onChange(rows.map((row) => (row.enterprisePriceId === id ? { ...row, [field]: value } : row)));
  const priceTypes = [
    { value: 0, label: t('enterprise.amount.priceTypes.fixed') },
    { value: 1, label: t('enterprise.amount.priceTypes.proportion') },
  ] as const;

  const columns: TableColumnsType<EditablePriceRow> = [
    { key: 'orderType', title: t('enterprise.common.orderType'), render: (_, row) => nameOf(row) },
    {
      key: 'priceType',
      title: t('enterprise.amount.priceType'),
      width: 160,
      render: (_, row) =>
        editable ? (
          <Select
            aria-label={labelOf(row, t('enterprise.amount.priceType'))}
            value={row.priceType}
            options={[...priceTypes]}
            onChange={(value) => change(row.enterprisePriceId, 'priceType', value)}
            style={{ width: '100%' }}
          />
        ) : (
          priceTypes.find((type) => type.value === row.priceType)?.label
        ),
    },
    {
      key: 'price',
      title: t('enterprise.amount.price'),
      width: 160,
      render: (_, row) =>
        editable ? (
          <InputNumber
            aria-label={labelOf(row, t('enterprise.amount.price'))}
            value={row.price}
            min={0}
            precision={2}
            onChange={(value) => change(row.enterprisePriceId, 'price', value)}
            style={{ width: '100%' }}
          />
        ) : (
          (row.price ?? 0)
        ),
    },
    {
      key: 'proportion',
      title: t('enterprise.amount.proportion'),
      width: 140,
      render: (_, row) =>
        editable ? (
          <InputNumber
            aria-label={labelOf(row, t('enterprise.amount.proportion'))}
            value={row.proportion}
            min={0}
            max={100}
            suffix="%"
            onChange={(value) => change(row.enterprisePriceId, 'proportion', value)}
            style={{ width: '100%' }}
          />
        ) : (
          `${row.proportion ?? 0}%`
        ),
    },
    {
      key: 'priceRemark',
      title: t('enterprise.common.remark'),
      render: (_, row) =>
        editable ? (
          <Input
            aria-label={labelOf(row, t('enterprise.common.remark'))}
            value={row.priceRemark}
            maxLength={500}
            onChange={(event) => change(row.enterprisePriceId, 'priceRemark', event.target.value)}
          />
        ) : (
          row.priceRemark
        ),
    },
  ];

  return (
    <Table<EditablePriceRow>
      rowKey="enterprisePriceId"
      size="small"
      columns={columns}
      dataSource={rows as EditablePriceRow[]}
      pagination={false}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterprise.amount.noPrices')} />
        ),
      }}
    />
  );
}
