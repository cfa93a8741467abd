import type { Order } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { orderKeys } from '../orderQueries';
import { ordersTexts } from '../texts';

export interface RecoverOrderModalProps {
  /** The cancelled order to restore; null keeps the dialog closed. */
  order: Pick<Order, 'orderId' | 'orderNo' | 'customerName'> | null;
  onClose: () => void;
}

/** 恢复订单 (D32, 订单回收): a cancelled order goes back to dispatch; a reason is required. */
export function RecoverOrderModal({ order, onClose }: RecoverOrderModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();

  return (
    <FormModal<{ recoverReason: string }>
      open={order !== null}
      title={t('recover.title')}
      name="recoverOrder"
      onSubmit={({ recoverReason }) =>
        client.order.order.recover({ orderId: order?.orderId ?? 0, recoverReason: recoverReason.trim() })
      }
      successText={t('recover.success')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      {order && (
        <Typography.Paragraph>
          {t('dispatch.order', { orderNo: order.orderNo, customerName: order.customerName })}
          <br />
          {t('recover.hint')}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="recoverReason"
        label={t('recover.reason')}
        rules={[{ required: true, whitespace: true, message: t('recover.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
