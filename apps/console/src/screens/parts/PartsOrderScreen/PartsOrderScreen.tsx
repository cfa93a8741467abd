import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  PARTS_QUANTITY_MAX,
  PARTS_TEXT_MAX,
  type PartsOrderRow,
  type PartsOrderStatus,
  type PartsPurpose,
} from '@onsite/domain';
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
import { Badge, Button, Form, Input, InputNumber, Radio, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useUrlFilters } from '../../list/useUrlFilters';
import {
  EnterpriseItem,
  enterpriseFilter,
  idFilter,
  OptionsSelect,
  oneOf,
  type PartsText,
  trimmed,
  useFormEnterprise,
  usePartsScope,
  usePartsTexts,
} from '../partsKit';

interface OrderForm {
  enterpriseId?: string;
  enterpriseAccessoryId?: number;
  quantity: number;
  purpose: PartsPurpose;
  orderNo?: string;
  warehouse: string;
  supplierId?: number | null;
  remark?: string;
}

const queryKey = ['parts', 'partsOrder'] as const;
const STATUSES: readonly PartsOrderStatus[] = [0, 1, 2, 3];
const PURPOSES: readonly PartsPurpose[] = ['order', 'restock'];
const STATUS_BADGE = ['warning', 'processing', 'success', 'default'] as const;

/** The accessory, the order number (for an order's parts) and the supplier, of the form's enterprise. */
function EnterpriseItems({ t, fixed }: { t: PartsText; fixed: number | null }) {
  const enterpriseId = useFormEnterprise(fixed);
  const purpose = Form.useWatch<PartsPurpose | undefined>('purpose');
  return (
    <>
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
      {purpose === 'order' && (
        <Form.Item
          name="orderNo"
          label={t('common.orderNo')}
          extra={t('partsOrder.orderNoHint')}
          rules={[{ required: true, whitespace: true, message: t('stock.orderNoRequired') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
      )}
      <Form.Item name="supplierId" label={t('common.supplier')}>
        <OptionsSelect
          kind="supplier"
          enterpriseId={enterpriseId}
          allowClear
          placeholder={t('common.chooseSupplier')}
        />
      </Form.Item>
    </>
  );
}

function OrderFormModal({
  t,
  editing,
  staff,
  ownEnterprise,
  onClose,
}: {
  t: PartsText;
  editing: PartsOrderRow | 'new' | null;
  staff: boolean;
  ownEnterprise: number | null;
  onClose: (saved: boolean) => void;
}) {
  const client = useOnsiteClient();
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const initialValues = useMemo<Partial<OrderForm>>(
    () =>
      edited
        ? {
            enterpriseAccessoryId: edited.enterpriseAccessoryId,
            quantity: edited.quantity,
            purpose: edited.purpose,
            orderNo: edited.orderNo ?? '',
            warehouse: edited.warehouse,
            supplierId: edited.supplierId,
            remark: edited.remark,
          }
        : { purpose: 'restock', quantity: 1 },
    [edited],
  );
  const save = async (values: OrderForm) => {
    const fields = {
      enterpriseAccessoryId: values.enterpriseAccessoryId ?? 0,
      quantity: values.quantity,
      purpose: values.purpose,
      orderNo: values.purpose === 'order' ? trimmed(values.orderNo) : '',
      warehouse: trimmed(values.warehouse),
      supplierId: values.supplierId ?? null,
      remark: trimmed(values.remark),
    };
    if (edited) await client.enterprise.partsOrder.update({ partsOrderId: edited.partsOrderId, ...fields });
    else
      await client.enterprise.partsOrder.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        ...fields,
      });
  };
  return (
    <FormModal<OrderForm>
      open={editing !== null}
      title={edited ? t('partsOrder.editTitle') : t('partsOrder.addTitle')}
      name="partsOrderForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={() => onClose(true)}
      onCancel={() => onClose(false)}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      <EnterpriseItem t={t} staff={staff} editedName={edited?.enterpriseName ?? null} />
      <Form.Item name="purpose" label={t('partsOrder.purpose')}>
        <Radio.Group
          options={[
            { value: 'restock', label: t('partsOrder.purposeRestock') },
            { value: 'order', label: t('partsOrder.purposeOrder') },
          ]}
        />
      </Form.Item>
      <EnterpriseItems t={t} fixed={edited?.enterpriseId ?? ownEnterprise} />
      <Form.Item
        name="quantity"
        label={t('common.quantity')}
        rules={[{ required: true, message: t('common.quantityRequired') }]}
      >
        <InputNumber min={1} max={PARTS_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="warehouse"
        label={t('common.warehouse')}
        rules={[{ required: true, whitespace: true, message: t('common.warehouseRequired') }]}
      >
        <Input maxLength={PARTS_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

/** 发货 (the tracking number) or 取消订单 (the reason) of one order. */
type Acting = { order: PartsOrderRow; action: 'ship' | 'cancel' } | null;

function ActionModal({
  t,
  acting,
  onClose,
}: {
  t: PartsText;
  acting: Acting;
  onClose: (saved: boolean) => void;
}) {
  const client = useOnsiteClient();
  const ship = acting?.action === 'ship';
  const save = async (values: { expressNo?: string; cancelReason?: string }) => {
    if (!acting) return;
    const { partsOrderId } = acting.order;
    if (ship) await client.enterprise.partsOrder.ship({ partsOrderId, expressNo: trimmed(values.expressNo) });
    else
      await client.enterprise.partsOrder.cancel({ partsOrderId, cancelReason: trimmed(values.cancelReason) });
  };
  const no = acting?.order.partsOrderNo ?? '';
  return (
    <FormModal<{ expressNo?: string; cancelReason?: string }>
      open={acting !== null}
      title={ship ? t('partsOrder.shipTitle', { no }) : t('partsOrder.cancelTitle', { no })}
      name={ship ? 'partsOrderShipForm' : 'partsOrderCancelForm'}
      onSubmit={save}
      successText={ship ? t('partsOrder.shipped') : t('partsOrder.cancelled')}
      onSaved={() => onClose(true)}
      onCancel={() => onClose(false)}
      modalProps={{
        okText: t('common.ok'),
        destroyOnHidden: true,
        ...(ship ? {} : { okButtonProps: { danger: true } }),
      }}
    >
      {ship ? (
        <Form.Item name="expressNo" label={t('partsOrder.expressNo')}>
          <Input maxLength={40} />
        </Form.Item>
      ) : (
        <Form.Item
          name="cancelReason"
          label={t('partsOrder.cancelReason')}
          rules={[{ required: true, whitespace: true, message: t('partsOrder.cancelReasonRequired') }]}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      )}
    </FormModal>
  );
}

/**
 * 配件订单 (catalogue key `partsOrder`, D61): parts asked for an order (its number) or to restock a
 * warehouse; 待发货 → 已发货 (tracking number) → 已收货 (the server writes the stock move and the
 * quantity in one transaction) or 已取消 (with a reason) before it is received. Filters in the URL,
 * server paging; each action offered in its state and with its code (the server checks both again).
 */
export default function PartsOrderScreen() {
  const t = usePartsTexts();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { ownEnterprise, staff } = usePartsScope();
  const [editing, setEditing] = useState<PartsOrderRow | 'new' | null>(null);
  const [acting, setActing] = useState<Acting>(null);
  const mayAdd = can(BUTTON_CODES.partsOrderAdd);
  const mayShip = can(BUTTON_CODES.partsOrderShip);
  const mayReceive = can(BUTTON_CODES.partsOrderReceive);

  const fields = useMemo<FilterField[]>(
    () => [
      ...enterpriseFilter(t, staff),
      { kind: 'text', name: 'partsOrderNo', label: t('partsOrder.no') },
      {
        kind: 'select',
        name: 'status',
        label: t('common.status'),
        options: STATUSES.map((status) => ({
          value: String(status),
          label: t(`partsOrder.status${status}`),
        })),
      },
      {
        kind: 'select',
        name: 'purpose',
        label: t('partsOrder.purpose'),
        options: [
          { value: 'order', label: t('partsOrder.purposeOrder') },
          { value: 'restock', label: t('partsOrder.purposeRestock') },
        ],
      },
    ],
    [staff, t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({
      enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
      partsOrderNo: applied.partsOrderNo,
      status: STATUSES.find((status) => String(status) === applied.status),
      purpose: oneOf(PURPOSES, applied.purpose),
    });

  const columns: TableColumnsType<PartsOrderRow> = [
    { title: t('partsOrder.no'), dataIndex: 'partsOrderNo', key: 'partsOrderNo' },
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('common.accessory'), dataIndex: 'accessoryName', key: 'accessoryName' },
    { title: t('common.quantity'), dataIndex: 'quantity', key: 'quantity' },
    {
      title: t('partsOrder.purpose'),
      dataIndex: 'purpose',
      key: 'purpose',
      render: (purpose: PartsPurpose, row: PartsOrderRow) =>
        purpose === 'order'
          ? `${t('partsOrder.purposeOrder')} ${row.orderNo ?? ''}`
          : t('partsOrder.purposeRestock'),
    },
    { title: t('common.warehouse'), dataIndex: 'warehouse', key: 'warehouse' },
    { title: t('common.supplier'), dataIndex: 'supplierName', key: 'supplierName' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: PartsOrderStatus) => (
        <Badge status={STATUS_BADGE[status]} text={t(`partsOrder.status${status}`)} />
      ),
    },
    { title: t('partsOrder.expressNo'), dataIndex: 'expressNo', key: 'expressNo' },
    { title: t('partsOrder.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<PartsOrderRow>(t('partsOrder.createTime'), 'createTime', { sorter: true }),
    {
      title: t('common.remark'),
      key: 'remark',
      ellipsis: true,
      render: (_: unknown, row: PartsOrderRow) => row.cancelReason || row.remark,
    },
  ];

  const calls = client.enterprise.partsOrder;
  const rowActions =
    mayAdd || mayShip || mayReceive
      ? (row: PartsOrderRow) => [
          {
            key: 'edit',
            label: t('common.edit'),
            visible: mayAdd && row.status === 0,
            run: () => setEditing(row),
          },
          {
            key: 'ship',
            label: t('partsOrder.ship'),
            visible: mayShip && row.status === 0,
            run: () => setActing({ order: row, action: 'ship' }),
          },
          {
            key: 'receive',
            label: t('partsOrder.receive'),
            visible: mayReceive && row.status === 1,
            confirm: t('partsOrder.confirmReceive', {
              quantity: row.quantity,
              name: row.accessoryName,
              warehouse: row.warehouse,
            }),
            successText: t('partsOrder.received'),
            run: () => calls.receive({ partsOrderId: row.partsOrderId }),
          },
          {
            key: 'cancel',
            label: t('partsOrder.cancel'),
            visible: mayAdd && (row.status === 0 || row.status === 1),
            danger: true,
            run: () => setActing({ order: row, action: 'cancel' }),
          },
        ]
      : undefined;
  const refresh = (saved: boolean) => {
    if (saved) void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <>
      <ListScreen<PartsOrderRow>
        label={t('partsOrder.table')}
        queryKey={queryKey}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="partsOrderId"
        scrollX={1400}
        actionsWidth={200}
        toolbar={
          mayAdd && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('partsOrder.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        fetchPage={(applied, request, signal) =>
          calls.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <OrderFormModal
        t={t}
        editing={editing}
        staff={staff}
        ownEnterprise={ownEnterprise}
        onClose={(saved) => {
          setEditing(null);
          refresh(saved);
        }}
      />
      <ActionModal
        t={t}
        acting={acting}
        onClose={(saved) => {
          setActing(null);
          refresh(saved);
        }}
      />
    </>
  );
}
