import { COMPLAINT_CATEGORIES, COMPLAINT_TEXT_MAX, type ComplaintCategory } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Select, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { complaintTexts } from '../texts';

const MOBILE = /^1[3-9]\d{9}$/;

interface Values {
  orderNo: string;
  category: ComplaintCategory;
  description: string;
  contactName: string;
  contactPhone: string;
}

export interface FileComplaintModalProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * 登记投诉 (D57): the order by its number, a category, what went wrong and whom to call back. The server
 * takes the master from the order and refuses an order that is not the caller's, has no master or already
 * has an open complaint of the category, with its message (the dialog stays open).
 */
export function FileComplaintModal({ open, onClose, onAdded }: FileComplaintModalProps) {
  const { t } = useAreaTexts(complaintTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<Values>
      open={open}
      title={t('addTitle')}
      name="fileComplaint"
      onSubmit={(values) =>
        client.order.complaint.add({
          orderNo: values.orderNo.trim(),
          category: values.category,
          description: values.description.trim(),
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone.trim(),
        })
      }
      successText={t('added')}
      onSaved={() => {
        onAdded();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('addHint')}</Typography.Paragraph>
      <Form.Item
        name="orderNo"
        label={t('field.orderNo')}
        rules={[{ required: true, whitespace: true, message: t('orderNoRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('field.category')}
        rules={[{ required: true, message: t('categoryRequired') }]}
      >
        <Select<ComplaintCategory>
          options={COMPLAINT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`category.${category}`),
          }))}
          getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('field.description')}
        rules={[{ required: true, whitespace: true, message: t('descriptionRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={COMPLAINT_TEXT_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('field.contactName')}
        rules={[{ required: true, whitespace: true, message: t('contactNameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('field.contactPhone')}
        rules={[{ required: true, pattern: MOBILE, message: t('contactPhoneRequired') }]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
    </FormModal>
  );
}
