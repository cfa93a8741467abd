import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, PARTS_QUANTITY_MAX, PARTS_TEXT_MAX, type StockPartRow } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  FormModal,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useUrlFilters } from '../../list/useUrlFilters';
import { MasterSelect } from '../../masters/MasterSelect';
import {
  EnterpriseItem,
  enterpriseFilter,
  idFilter,
  OptionsSelect,
  type PartsText,
  trimmed,
  useFormEnterprise,
  usePartsScope,
  usePartsTexts,
} from '../partsKit';
import { MoveModal, type Moving } from './MoveModal';

interface StockForm {
  enterpriseId?: string;
  enterpriseAccessoryId?: number;
  warehouse: string;
  masterId?: number | null;
  warnQuantity: number;
}

const queryKey = ['parts', 'stock'] as const;

const isLow = (line: StockPartRow) => line.warnQuantity > 0 && line.quantity <= line.warnQuantity;

/** The enabled accessories of the enterprise the form works on. */
function AccessoryItem({ t, fixed }: { t: PartsText; fixed: number | null }) {
  const enterpriseId = useFormEnterprise(fixed);
  return (
    <Form.Item
      name="enterpriseAccessoryId"
      label={t('common.accessory')}
      rules={[{ required: true, message: t('common.chooseAccessory') }]}
    >
      <OptionsSelect
        kind="accessories"
        enterpriseId={enterpriseId}
        placeholder={t('common.chooseAccessory')}
      />
    </Form.Item>
  );
}

function StockFormModal({
  t,
  editing,
  staff,
  ownEnterprise,
  onClose,
}: {
  t: PartsText;
  editing: StockPartRow | 'new' | null;
  staff: boolean;
  ownEnterprise: number | null;
  onClose: (saved: boolean) => void;
}) {
  const client = useOnsiteClient();
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const initialValues = useMemo<Partial<StockForm>>(
    () => (edited ? { warehouse: edited.warehouse, warnQuantity: edited.warnQuantity } : { warnQuantity: 0 }),
    [edited],
  );
  const save = async (values: StockForm) => {
    if (edited)
      await client.enterprise.stockParts.update({
        stockId: edited.stockId,
        warehouse: trimmed(values.warehouse),
        warnQuantity: values.warnQuantity,
      });
    else
      await client.enterprise.stockParts.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        enterpriseAccessoryId: values.enterpriseAccessoryId ?? 0,
        warehouse: trimmed(values.warehouse),
        masterId: values.masterId ?? null,
        warnQuantity: values.warnQuantity,
      });
  };
  return (
    <FormModal<StockForm>
      open={editing !== null}
      title={edited ? t('stock.editTitle') : t('stock.addTitle')}
      name="stockForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={() => onClose(true)}
      onCancel={() => onClose(false)}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      <EnterpriseItem t={t} staff={staff} editedName={edited?.enterpriseName ?? null} />
      {edited ? (
        <Form.Item label={t('common.accessory')}>{edited.accessoryName}</Form.Item>
      ) : (
        <AccessoryItem t={t} fixed={ownEnterprise} />
      )}
      <Form.Item
        name="warehouse"
        label={t('common.warehouse')}
        rules={[{ required: true, whitespace: true, message: t('common.warehouseRequired') }]}
      >
        <Input maxLength={PARTS_TEXT_MAX} />
      </Form.Item>
      {/* Masters are staff's to list (least data): an enterprise user's lines are warehouses. */}
      {!edited && staff && (
        <Form.Item name="masterId" label={t('stock.master')} extra={t('stock.masterHint')}>
          <MasterSelect scope="parts" />
        </Form.Item>
      )}
      <Form.Item
        name="warnQuantity"
        label={t('stock.warnQuantity')}
        extra={t('stock.warnHint')}
        rules={[{ required: true, message: t('common.quantityRequired') }]}
      >
        <InputNumber min={0} max={PARTS_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * 库存配件 (catalogue key `stockParts`, D61): the parts on hand per warehouse (or with a master). A line
 * opens at 0; its quantity changes only by 入库 / 出库 (the server writes the move and the quantity in
 * one transaction and never goes below zero). Filters in the URL (低库存 too), paging, export.
 */
export default function StockPartsScreen() {
  const t = usePartsTexts();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { ownEnterprise, staff } = usePartsScope();
  const [editing, setEditing] = useState<StockPartRow | 'new' | null>(null);
  const [moving, setMoving] = useState<Moving>(null);
  const mayEdit = can(BUTTON_CODES.stockEdit);
  const mayMove = can(BUTTON_CODES.stockMove);

  const fields = useMemo<FilterField[]>(
    () => [
      ...enterpriseFilter(t, staff),
      { kind: 'text', name: 'accessoryName', label: t('common.accessory') },
      { kind: 'text', name: 'warehouse', label: t('common.warehouse') },
      {
        kind: 'select',
        name: 'low',
        label: t('stock.low'),
        options: [{ value: '1', label: t('stock.lowOnly') }],
      },
    ],
    [staff, t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({
      enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
      accessoryName: applied.accessoryName,
      warehouse: applied.warehouse,
      low: applied.low === '1' ? (1 as const) : undefined,
    });

  const columns: TableColumnsType<StockPartRow> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('common.accessory'), dataIndex: 'accessoryName', key: 'accessoryName' },
    {
      title: t('accessories.specification'),
      dataIndex: 'accessorySpecification',
      key: 'accessorySpecification',
    },
    { title: t('common.warehouse'), dataIndex: 'warehouse', key: 'warehouse' },
    { title: t('stock.master'), dataIndex: 'masterName', key: 'masterName' },
    {
      title: t('common.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      sorter: true,
      render: (quantity: number, line: StockPartRow) => (
        <Space>
          {quantity}
          {isLow(line) && <Tag color="red">{t('stock.lowTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('stock.warnQuantity'), dataIndex: 'warnQuantity', key: 'warnQuantity' },
    dateTimeColumn<StockPartRow>(t('stock.updateTime'), 'updateTime', { sorter: true }),
  ];

  const calls = client.enterprise.stockParts;
  const rowActions =
    mayEdit || mayMove
      ? (line: StockPartRow) => [
          {
            key: 'in',
            label: t('stock.moveIn'),
            visible: mayMove,
            run: () => setMoving({ line, direction: 'in' }),
          },
          {
            key: 'out',
            label: t('stock.moveOut'),
            visible: mayMove && line.quantity > 0,
            run: () => setMoving({ line, direction: 'out' }),
          },
          { key: 'edit', label: t('common.edit'), visible: mayEdit, run: () => setEditing(line) },
          {
            key: 'remove',
            label: t('common.remove'),
            visible: mayEdit,
            danger: true,
            confirm: t('stock.confirmRemove', { name: line.accessoryName, warehouse: line.warehouse }),
            successText: t('common.removedDone'),
            run: () => calls.remove({ stockId: line.stockId }),
          },
        ]
      : undefined;
  const refresh = (saved: boolean) => {
    if (saved) void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <>
      <ListScreen<StockPartRow>
        label={t('stock.table')}
        queryKey={queryKey}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="stockId"
        actionsWidth={220}
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('stock.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        exportFile={(applied) => calls.export(query(applied))}
        fetchPage={(applied, request, signal) =>
          calls.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <StockFormModal
        t={t}
        editing={editing}
        staff={staff}
        ownEnterprise={ownEnterprise}
        onClose={(saved) => {
          setEditing(null);
          refresh(saved);
        }}
      />
      <MoveModal
        t={t}
        moving={moving}
        onClose={(saved) => {
          setMoving(null);
          refresh(saved);
        }}
      />
    </>
  );
}
