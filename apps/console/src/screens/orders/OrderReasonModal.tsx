import type { Order } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { orderKeys } from './orderQueries';
import { ordersTexts } from './texts';

type ReasonOrder = Pick<Order, 'orderId' | 'orderNo' | 'customerName'>;

export interface OrderReasonModalProps {
  /** The order the step applies to; null keeps the dialog closed. */
  order: ReasonOrder | null;
  onClose: () => void;
}

interface ReasonStep {
  /** The form's name (its fields' ids). */
  name: string;
  title: string;
  /** What the step means, under the order's line. */
  hint?: string;
  reason: string;
  reasonRequired: string;
  placeholder?: string;
  success: string;
  /** A step that takes the order out of work (cancel, back) has a red OK button. */
  danger: boolean;
  send: (orderId: number, reason: string) => Promise<unknown>;
}

/**
 * A step of an order that needs a typed reason (取消, 挂起, 退单, 恢复订单): the order's line, the
 * reason (required, blank refused, 200 characters), the call, its success message, and the order
 * lists reloaded. Nothing is sent without a reason.
 */
function OrderReasonModal({ order, onClose, step }: OrderReasonModalProps & { step: ReasonStep }) {
  const { t } = useAreaTexts(ordersTexts);
  const queryClient = useQueryClient();
  return (
    <FormModal<{ reason: string }>
      open={order !== null}
      title={step.title}
      name={step.name}
      onSubmit={({ reason }) => step.send(order?.orderId ?? 0, reason.trim())}
      successText={step.success}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ okButtonProps: { danger: step.danger }, destroyOnHidden: true }}
    >
      {order && (
        <Typography.Paragraph>
          {t('dispatch.order', { orderNo: order.orderNo, customerName: order.customerName })}
          {step.hint && (
            <>
              <br />
              {step.hint}
            </>
          )}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="reason"
        label={step.reason}
        rules={[{ required: true, whitespace: true, message: step.reasonRequired }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={step.placeholder} />
      </Form.Item>
    </FormModal>
  );
}

/** 取消订单. */
export function CancelOrderModal(props: OrderReasonModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const step: ReasonStep = {
    name: 'cancelOrder',
    title: t('cancel.title'),
    reason: t('cancel.reason'),
    reasonRequired: t('cancel.reasonRequired'),
    success: t('cancel.success'),
    danger: true,
    send: (orderId, cancelReason) => client.order.order.cancel({ orderId, cancelReason }),
  };
  return <OrderReasonModal {...props} step={step} />;
}

/** 挂起 (D29). */
export function HoldOrderModal(props: OrderReasonModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const step: ReasonStep = {
    name: 'holdOrder',
    title: t('hold.title'),
    reason: t('hold.reason'),
    reasonRequired: t('hold.reasonRequired'),
    placeholder: t('hold.reasonPlaceholder'),
    success: t('hold.success'),
    danger: false,
    send: (orderId, holdReason) => client.order.order.hold({ orderId, holdReason }),
  };
  return <OrderReasonModal {...props} step={step} />;
}

/** 退单 (D32): the master sends a dispatched or accepted order back to dispatch. */
export function BackOrderModal(props: OrderReasonModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const step: ReasonStep = {
    name: 'backOrder',
    title: t('back.title'),
    hint: t('back.hint'),
    reason: t('back.reason'),
    reasonRequired: t('back.reasonRequired'),
    success: t('back.success'),
    danger: true,
    send: (orderId, backReason) => client.order.order.back({ orderId, backReason }),
  };
  return <OrderReasonModal {...props} step={step} />;
}

/** 恢复订单 (D32, 订单回收): a cancelled order goes back to dispatch. */
export function RecoverOrderModal(props: OrderReasonModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const step: ReasonStep = {
    name: 'recoverOrder',
    title: t('recover.title'),
    hint: t('recover.hint'),
    reason: t('recover.reason'),
    reasonRequired: t('recover.reasonRequired'),
    success: t('recover.success'),
    danger: false,
    send: (orderId, recoverReason) => client.order.order.recover({ orderId, recoverReason }),
  };
  return <OrderReasonModal {...props} step={step} />;
}
