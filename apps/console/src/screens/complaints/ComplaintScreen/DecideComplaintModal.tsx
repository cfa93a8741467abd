import { COMPLAINT_TEXT_MAX, type Complaint } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Radio, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { complaintTexts } from '../texts';

interface Values {
  result: 'upheld' | 'dismissed';
  note: string;
}

export interface DecideComplaintModalProps {
  /** The complaint in hand to decide; null keeps the dialog closed. */
  complaint: Complaint | null;
  onClose: () => void;
  onDecided: () => void;
}

/** 处理结果 of a complaint in hand (D57): 成立 or 不成立 and the handling notes, both required. */
export function DecideComplaintModal({ complaint, onClose, onDecided }: DecideComplaintModalProps) {
  const { t } = useAreaTexts(complaintTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<Values>
      open={complaint !== null}
      title={t('decideTitle')}
      name="decideComplaint"
      onSubmit={({ result, note }) =>
        client.order.complaint.decide({ complaintId: complaint?.complaintId ?? 0, result, note: note.trim() })
      }
      successText={t('decided')}
      onSaved={() => {
        onDecided();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      {complaint && (
        <Typography.Paragraph>
          {t('what', {
            orderNo: complaint.orderNo,
            master: complaint.masterName,
            category: t(`category.${complaint.category}`),
            description: complaint.description,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item name="result" label={t('result')} rules={[{ required: true, message: t('resultRequired') }]}>
        <Radio.Group
          options={[
            { value: 'upheld', label: t('upheldOption') },
            { value: 'dismissed', label: t('dismissedOption') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('note')}
        initialValue={complaint?.handleNote ?? ''}
        rules={[{ required: true, whitespace: true, message: t('noteRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={COMPLAINT_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
