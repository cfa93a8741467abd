import {
  MOVE_REASONS,
  type MoveDirection,
  type MoveReason,
  PARTS_QUANTITY_MAX,
  type StockPartRow,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { OptionsSelect, type PartsText, trimmed } from '../partsKit';

interface MoveForm {
  reason: MoveReason;
  quantity: number;
  supplierId?: number | null;
  orderNo?: string;
  remark?: string;
}

/** What the dialog moves: a line and a direction, or nothing (closed). */
export type Moving = { line: StockPartRow; direction: MoveDirection } | null;

/** The supplier of a purchase, the order of parts taken for an order. */
function ReasonItems({ t, enterpriseId }: { t: PartsText; enterpriseId: number }) {
  const reason = Form.useWatch<MoveReason | undefined>('reason');
  if (reason === 'purchase')
    return (
      <Form.Item name="supplierId" label={t('common.supplier')}>
        <OptionsSelect
          kind="supplier"
          enterpriseId={enterpriseId}
          allowClear
          placeholder={t('common.chooseSupplier')}
        />
      </Form.Item>
    );
  if (reason === 'order')
    return (
      <Form.Item
        name="orderNo"
        label={t('common.orderNo')}
        rules={[{ required: true, whitespace: true, message: t('stock.orderNoRequired') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
    );
  return null;
}

/**
 * 入库 / 出库 of one stock line (D61): the reason (a parts order's receipt is the order's own action),
 * the quantity, the purchase's supplier or the order the parts were taken for. The server moves the
 * quantity and writes the record in one transaction and refuses to go below zero (库存不足 …).
 */
export function MoveModal({
  t,
  moving,
  onClose,
}: {
  t: PartsText;
  moving: Moving;
  onClose: (saved: boolean) => void;
}) {
  const client = useOnsiteClient();
  const direction = moving?.direction ?? 'in';
  const reasons = MOVE_REASONS[direction].filter((reason) => reason !== 'partsOrder');
  const initialValues = useMemo<Partial<MoveForm>>(() => ({ reason: reasons[0] }), [reasons[0]]);
  const save = async (values: MoveForm) => {
    if (!moving) return;
    await client.enterprise.stockParts.move({
      stockId: moving.line.stockId,
      direction,
      reason: values.reason,
      quantity: values.quantity,
      supplierId: values.reason === 'purchase' ? (values.supplierId ?? null) : null,
      orderNo: values.reason === 'order' ? trimmed(values.orderNo) : '',
      remark: trimmed(values.remark),
    });
  };
  const title = moving
    ? t(direction === 'in' ? 'stock.moveInTitle' : 'stock.moveOutTitle', {
        name: moving.line.accessoryName,
        warehouse: moving.line.warehouse,
      })
    : '';
  return (
    <FormModal<MoveForm>
      open={moving !== null}
      title={title}
      name="stockMoveForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(direction === 'in' ? 'stock.movedIn' : 'stock.movedOut')}
      onSaved={() => onClose(true)}
      onCancel={() => onClose(false)}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      <Typography.Paragraph>
        {t('stock.onHand', { quantity: moving?.line.quantity ?? 0 })}
      </Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('stock.reason')}
        rules={[{ required: true, message: t('stock.reasonRequired') }]}
      >
        <Select options={reasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('common.quantity')}
        rules={[{ required: true, message: t('common.quantityRequired') }]}
      >
        <InputNumber min={1} max={PARTS_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {moving && <ReasonItems t={t} enterpriseId={moving.line.enterpriseId} />}
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
