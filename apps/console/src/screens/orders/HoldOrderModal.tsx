import type { Order } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { orderKeys } from './orderQueries';
import { ordersTexts } from './texts';

export interface HoldOrderModalProps {
  /** The order to put on hold; null keeps the dialog closed. */
  order: Pick<Order, 'orderId' | 'orderNo' | 'customerName'> | null;
  onClose: () => void;
}

/** 挂起 (D29): a reason is required; nothing is sent without one. */
export function HoldOrderModal({ order, onClose }: HoldOrderModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();

  return (
    <FormModal<{ holdReason: string }>
      open={order !== null}
      title={t('hold.title')}
      name="holdOrder"
      onSubmit={({ holdReason }) =>
        client.order.order.hold({ orderId: order?.orderId ?? 0, holdReason: holdReason.trim() })
      }
      successText={t('hold.success')}
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
        </Typography.Paragraph>
      )}
      <Form.Item
        name="holdReason"
        label={t('hold.reason')}
        rules={[{ required: true, whitespace: true, message: t('hold.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('hold.reasonPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
