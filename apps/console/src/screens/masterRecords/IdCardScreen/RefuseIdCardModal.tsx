import { ID_CARD_REASON_MAX, type IdCardRecord } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { masterRecordsTexts } from '../texts';

export interface RefuseIdCardModalProps {
  /** The card to refuse; null keeps the dialog closed. */
  card: IdCardRecord | null;
  onClose: () => void;
  onRefused: () => void;
}

/** 驳回 (D54): a reason is required; nothing is sent without one. */
export function RefuseIdCardModal({ card, onClose, onRefused }: RefuseIdCardModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ reason: string }>
      open={card !== null}
      title={t('idCard.refuseTitle', { name: card?.masterName ?? '' })}
      name="refuseIdCard"
      onSubmit={({ reason }) =>
        client.master.idCard.refuse({ masterId: card?.masterId ?? 0, reason: reason.trim() })
      }
      successText={t('idCard.refused')}
      onSaved={onRefused}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('idCard.refuse') }}
    >
      {card && (
        <Typography.Paragraph>
          {t('idCard.refuseText', {
            name: card.masterName,
            holder: card.holderName ?? '—',
            number: card.idCardNo,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="reason"
        label={t('idCard.reason')}
        rules={[{ required: true, whitespace: true, message: t('idCard.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={ID_CARD_REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
