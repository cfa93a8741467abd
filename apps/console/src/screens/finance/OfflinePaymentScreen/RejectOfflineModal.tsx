import { OFFLINE_REJECT_REASON_MAX, type OfflineTopup } from '@onsite/domain';
import { FormModal, formatMoney, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { financeTexts } from '../texts';

export interface RejectOfflineModalProps {
  /** The transfer to reject; null keeps the dialog closed. */
  topup: OfflineTopup | null;
  onClose: () => void;
  /** After the server rejected it (refresh the list). */
  onRejected: () => void;
}

/** 驳回 (D35): a reason is required; nothing is sent without one. */
export function RejectOfflineModal({ topup, onClose, onRejected }: RejectOfflineModalProps) {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();

  return (
    <FormModal<{ rejectReason: string }>
      open={topup !== null}
      title={t('offlinePayment.rejectTitle')}
      name="rejectOffline"
      onSubmit={({ rejectReason }) =>
        client.finance.offline.reject({
          enterpriseRechargeId: topup?.enterpriseRechargeId ?? 0,
          rejectReason: rejectReason.trim(),
        })
      }
      successText={t('offlinePayment.rejected')}
      onSaved={() => {
        onRejected();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{
        destroyOnHidden: true,
        okButtonProps: { danger: true },
        okText: t('offlinePayment.reject'),
      }}
    >
      {topup && (
        <Typography.Paragraph>
          {t('offlinePayment.rejectOrder', {
            orderNo: topup.orderNo,
            enterprise: topup.enterpriseName,
            amount: formatMoney(topup.rechargeMoney),
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="rejectReason"
        label={t('offlinePayment.rejectReasonLabel')}
        rules={[{ required: true, whitespace: true, message: t('offlinePayment.rejectReasonRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={OFFLINE_REJECT_REASON_MAX}
          showCount
          placeholder={t('offlinePayment.rejectReasonPlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
