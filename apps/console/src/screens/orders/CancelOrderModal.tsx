import type { Order } from '@onsite/domain';
import { serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t: ui } = useTranslation('ui');
  const { message } = App.useApp();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ cancelReason: string }>();
  const cancel = useMutation({
    mutationFn: (cancelReason: string) =>
      client.order.order.cancel({ orderId: order?.orderId ?? 0, cancelReason }),
    onSuccess: () => {
      void message.success(t('cancel.success'));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onClose();
    },
    onError: (error) => void message.error(serverMessageOf(error) ?? ui('list.systemError')),
  });

  return (
    <Modal
      open={order !== null}
      title={t('cancel.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      {order && (
        <Typography.Paragraph>
          {t('dispatch.order', { orderNo: order.orderNo, customerName: order.customerName })}
        </Typography.Paragraph>
      )}
      <Form<{ cancelReason: string }>
        form={form}
        name="cancelOrder"
        layout="vertical"
        onFinish={({ cancelReason }) => cancel.mutate(cancelReason.trim())}
      >
        <Form.Item
          name="cancelReason"
          label={t('cancel.reason')}
          rules={[{ required: true, whitespace: true, message: t('cancel.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
