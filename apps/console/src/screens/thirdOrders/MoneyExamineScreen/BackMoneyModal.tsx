import { MONEY_REVIEW_REASON_MAX, type MoneyReview } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { thirdOrdersTexts } from '../texts';

export interface BackMoneyModalProps {
  /** The order whose amount is sent back; null keeps the dialog closed. */
  review: MoneyReview | null;
  onClose: () => void;
  onDone: () => void;
}

/** 退回 (D58): a reason is required; nothing is sent without one. */
export function BackMoneyModal({ review, onClose, onDone }: BackMoneyModalProps) {
  const { t } = useAreaTexts(thirdOrdersTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ reason: string }>
      open={review !== null}
      title={t('money.backTitle', { orderNo: review?.orderNo ?? '' })}
      name="backMoney"
      onSubmit={({ reason }) =>
        client.order.moneyReview.back({ orderId: review?.orderId ?? 0, reason: reason.trim() })
      }
      successText={t('money.returned')}
      onSaved={() => {
        onDone();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('money.back') }}
    >
      <Form.Item
        name="reason"
        label={t('field.reason')}
        rules={[{ required: true, whitespace: true, message: t('money.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={MONEY_REVIEW_REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
