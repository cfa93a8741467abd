import type { Order } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { orderKeys } from './orderQueries';
import { ordersTexts } from './texts';

export interface CancelOrderModalProps {
  /** The order to cancel; null keeps the dialog closed. */
  order: Pick<Order, 'orderId' | 'orderNo' | 'customerName'> | null;
  onClose: () => void;
}

/** 取消订单: a reason is required; nothing is sent without one. */
export function CancelOrderModal({ order, onClose }: CancelOrderModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();

  return (
    <FormModal<{ cancelReason: string }>
      open={order !== null}
      title={t('cancel.title')}
      name="cancelOrder"
      onSubmit={({ cancelReason }) =>
        client.order.order.cancel({ orderId: order?.orderId ?? 0, cancelReason: cancelReason.trim() })
      }
      successText={t('cancel.success')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ okButtonProps: { danger: true }, destroyOnHidden: true }}
    >
      {order && (
        <Typography.Paragraph>
          {t('dispatch.order', { orderNo: order.orderNo, customerName: order.customerName })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="cancelReason"
        label={t('cancel.reason')}
        rules={[{ required: true, whitespace: true, message: t('cancel.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
