import {
  APPROVAL_MAX_AMOUNT,
  APPROVAL_MAX_QUANTITY,
  APPROVAL_TEXT_MAX,
  type ApprovalType,
  type Order,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { approvalsTexts } from './texts';

interface RequestValues {
  amount?: number;
  partName?: string;
  quantity?: number;
  price?: number;
  reason: string;
}

export interface RequestApprovalModalProps {
  /** The master's order and what they ask for; null keeps the dialog closed. */
  request: { order: Pick<Order, 'orderId' | 'orderNo' | 'customerName'>; approvalType: ApprovalType } | null;
  onClose: () => void;
}

/**
 * 申请加价 / 新增配件 (D34): the master of an accepted or in-service order asks for a fee increase
 * (amount, reason) or extra parts (name, quantity, unit price, reason). Amounts are above 0, to the
 * fen; the server checks the order is theirs and in a state that takes a request.
 */
export function RequestApprovalModal({ request, onClose }: RequestApprovalModalProps) {
  const { t } = useAreaTexts(approvalsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const type = request?.approvalType ?? 'increase';
  const money = (label: string, required: string, name: 'amount' | 'price') => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: required }]}>
      <InputNumber min={0.01} max={APPROVAL_MAX_AMOUNT} precision={2} step={10} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <FormModal<RequestValues>
      open={request !== null}
      title={t(`apply.${type}`)}
      name={type === 'increase' ? 'requestIncrease' : 'requestAccessories'}
      onSubmit={(values) => {
        const orderId = request?.order.orderId ?? 0;
        const reason = values.reason.trim();
        return type === 'increase'
          ? client.order.approval.increase({ orderId, amount: values.amount ?? 0, reason })
          : client.order.approval.accessories({
              orderId,
              partName: (values.partName ?? '').trim(),
              quantity: values.quantity ?? 1,
              price: values.price ?? 0,
              reason,
            });
      }}
      successText={t('apply.submitted')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        onClose();
      }}
      onCancel={onClose}
      initialValues={type === 'accessories' ? ACCESSORIES_DEFAULTS : undefined}
      modalProps={{ destroyOnHidden: true, okText: t('apply.submit') }}
    >
      {request && (
        <Typography.Paragraph>
          {t('apply.order', { orderNo: request.order.orderNo, customerName: request.order.customerName })}
          <br />
          <Typography.Text type="secondary">{t('apply.hint')}</Typography.Text>
        </Typography.Paragraph>
      )}
      {type === 'increase' ? (
        money(t('apply.amount'), t('apply.amountRequired'), 'amount')
      ) : (
        <>
          <Form.Item
            name="partName"
            label={t('apply.partName')}
            rules={[{ required: true, whitespace: true, message: t('apply.partNameRequired') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t('apply.quantity')}
            rules={[{ required: true, message: t('apply.quantityRequired') }]}
          >
            <InputNumber min={1} max={APPROVAL_MAX_QUANTITY} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {money(t('apply.price'), t('apply.priceRequired'), 'price')}
        </>
      )}
      <Form.Item
        name="reason"
        label={t('apply.reason')}
        rules={[{ required: true, whitespace: true, message: t('apply.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={APPROVAL_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}

const ACCESSORIES_DEFAULTS = { quantity: 1 };
