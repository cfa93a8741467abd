import { FEEDBACK_COMMENT_MAX, FEEDBACK_LOW_STARS, FEEDBACK_STARS } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Alert, Form, Input, Radio } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { qualityTexts } from '../texts';

interface FeedbackValues {
  orderNo: string;
  stars: number;
  comment?: string;
}

export interface RecordFeedbackModalProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 记录评价 (D50): the customer's rating of a completed order, as staff heard it: the order number, 1–5 stars
 * (a radio group a keyboard reaches, each choice named) and a comment, required at two stars or fewer. The
 * server checks the order (completed, not rated yet) and says why when it refuses; the dialog stays open.
 */
export function RecordFeedbackModal({ open, onClose, onSaved }: RecordFeedbackModalProps) {
  const { t } = useAreaTexts(qualityTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<FeedbackValues>
      open={open}
      title={t('feedback.title')}
      name="recordFeedback"
      onSubmit={(values) =>
        client.order.feedback.add({
          orderNo: values.orderNo.trim(),
          stars: values.stars,
          comment: values.comment?.trim() ?? '',
        })
      }
      successText={t('feedback.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okText: t('feedback.add') }}
    >
      <Alert type="info" showIcon title={t('feedback.hint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="orderNo"
        label={t('field.orderNo')}
        rules={[{ required: true, whitespace: true, message: t('feedback.orderNoRequired') }]}
      >
        <Input maxLength={64} placeholder={t('feedback.orderNoPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="stars"
        label={t('field.stars')}
        rules={[{ required: true, message: t('feedback.starsRequired') }]}
      >
        <Radio.Group
          options={[...FEEDBACK_STARS].reverse().map((stars) => ({
            value: stars,
            label: t(`starOptions.${stars}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="comment"
        label={t('field.comment')}
        dependencies={['stars']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              (getFieldValue('stars') as number | undefined) !== undefined &&
              (getFieldValue('stars') as number) <= FEEDBACK_LOW_STARS &&
              (value ?? '').trim() === ''
                ? Promise.reject(new Error(t('feedback.commentRequired')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={FEEDBACK_COMMENT_MAX}
          showCount
          placeholder={t('feedback.commentPlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
