import type { Order } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { orderKeys } from '../orderQueries';
import { ordersTexts } from '../texts';

export interface BackOrderModalProps {
  /** The order the master returns; null keeps the dialog closed. */
  order: Pick<Order, 'orderId' | 'orderNo' | 'customerName'> | null;
  onClose: () => void;
}

/** 退单 (D32): the master sends a dispatched or accepted order back to dispatch; a reason is required. */
export function BackOrderModal({ order, onClose }: BackOrderModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();

  return (
    <FormModal<{ backReason: string }>
      open={order !== null}
      title={t('back.title')}
      name="backOrder"
      onSubmit={({ backReason }) =>
        client.order.order.back({ orderId: order?.orderId ?? 0, backReason: backReason.trim() })
      }
      successText={t('back.success')}
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
          <br />
          {t('back.hint')}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="backReason"
        label={t('back.reason')}
        rules={[{ required: true, whitespace: true, message: t('back.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
