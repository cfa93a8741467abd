import type { Order } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { orderKeys, useMasters } from './orderQueries';
import { ordersTexts } from './texts';

export interface DispatchOrderModalProps {
  /** The order to dispatch; null keeps the dialog closed. */
  order: Pick<Order, 'orderId' | 'orderNo' | 'customerName' | 'masterId'> | null;
  onClose: () => void;
}

interface DispatchValues {
  masterId: number;
  remark?: string;
}

/** 派单 / 改派: choose one of the masters the server offers for the order, with an optional remark. */
export function DispatchOrderModal({ order, onClose }: DispatchOrderModalProps) {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const masters = useMasters(order?.orderId ?? null);

  return (
    <FormModal<DispatchValues>
      open={order !== null}
      title={t('dispatch.title')}
      name="dispatchOrder"
      onSubmit={(values) =>
        client.order.order.dispatch({
          orderId: order?.orderId ?? 0,
          masterId: values.masterId,
          remark: values.remark?.trim() ?? '',
        })
      }
      successText={t('dispatch.success')}
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
      {masters.isError && <Alert type="error" showIcon title={t('dispatch.mastersFailed')} />}
      <Form.Item
        name="masterId"
        label={t('dispatch.master')}
        rules={[{ required: true, message: t('dispatch.masterRequired') }]}
      >
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          loading={masters.isLoading}
          placeholder={t('dispatch.masterRequired')}
          notFoundContent={masters.isSuccess ? t('dispatch.noCandidates') : undefined}
          options={(masters.data ?? [])
            .filter((master) => master.masterId !== order?.masterId)
            .map((master) => ({
              value: master.masterId,
              // D38: the name first (journeys read it before the first ' · '), then open orders and score (D50: of how many ratings).
              label: [
                master.masterName,
                master.phonenumber,
                master.teamName,
                t('dispatch.openOrders', { count: master.openOrders }),
                master.score === null
                  ? t('dispatch.noScore')
                  : t('dispatch.score', { score: master.score.toFixed(1), count: master.ratingCount }),
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('dispatch.remarkPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
