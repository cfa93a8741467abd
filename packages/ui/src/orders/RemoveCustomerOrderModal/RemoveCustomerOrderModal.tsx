import { type DictData, validateOrderRemoval } from '@onsite/domain';
import { Form, Input, Modal, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { serverMessageOf } from '../../providers/query/serverMessage';
import type { CustomerOrderRemoval } from '../hooks/customerOrderQueries';

/** Largest remark the server accepts (spec 000 §7.6 removeOrder). */
const REMARK_MAX_LENGTH = 200;

export interface RemoveCustomerOrderModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Number of the customer order being removed, shown above the form; none by default. */
  orderNo?: string;
  /** The entries of the remove_type dictionary, offered as reasons. */
  reasons: readonly Pick<DictData, 'dictValue' | 'dictLabel'>[];
  /** Whether the reasons are still loading; false by default. */
  reasonsLoading?: boolean;
  /** Sends a valid removal; resolves once the server accepted it, rejects with its error. */
  onSubmit: (removal: CustomerOrderRemoval) => Promise<unknown>;
  /** Called on cancel and after a removal succeeded. */
  onClose: () => void;
}

interface RemovalForm {
  deleteReason?: string;
  remark?: string;
}

/**
 * Removal of a pending customer order with a reason (spec 000 §5): a reason is required (请选择状态),
 * reason 3 also needs a remark (请输入备注); nothing is sent until both rules hold. 移除成功 on success,
 * the server's message otherwise.
 */
export function RemoveCustomerOrderModal({
  open,
  orderNo,
  reasons,
  reasonsLoading = false,
  onSubmit,
  onClose,
}: RemoveCustomerOrderModalProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [form] = Form.useForm<RemovalForm>();
  const [submitting, setSubmitting] = useState(false);
  const reason = Form.useWatch('deleteReason', form);
  const remarkRequired =
    validateOrderRemoval({ deleteReason: reason ?? '', remark: '' }) === 'removal.remarkRequired';

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null || validateOrderRemoval(values) !== null) return;
    setSubmitting(true);
    try {
      await onSubmit({ deleteReason: values.deleteReason ?? '', remark: values.remark?.trim() ?? '' });
      void message.success(t('header.customerOrders.removal.removed'));
      onClose();
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('widgets.common.systemError'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('header.customerOrders.removal.title')}
      okText={t('header.customerOrders.removal.ok')}
      cancelText={t('header.customerOrders.removal.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      {orderNo === undefined ? null : (
        <Typography.Paragraph>{t('header.customerOrders.removal.orderNo', { orderNo })}</Typography.Paragraph>
      )}
      <Form<RemovalForm> form={form} name="removeCustomerOrder" layout="vertical">
        <Form.Item
          name="deleteReason"
          label={t('header.customerOrders.removal.reason')}
          required
          extra={reasonsLoading ? <Spin size="small" /> : null}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                validateOrderRemoval({ deleteReason: value ?? '' }) === 'removal.reasonRequired'
                  ? Promise.reject(new Error(t('header.customerOrders.removal.reasonRequired')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Radio.Group
            aria-label={t('header.customerOrders.removal.reason')}
            options={reasons.map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }))}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('header.customerOrders.removal.remark')}
          required={remarkRequired}
          dependencies={['deleteReason']}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                validateOrderRemoval({
                  deleteReason: form.getFieldValue('deleteReason') ?? '',
                  remark: value,
                }) === 'removal.remarkRequired'
                  ? Promise.reject(new Error(t('header.customerOrders.removal.remarkRequired')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REMARK_MAX_LENGTH}
            showCount
            placeholder={t('header.customerOrders.removal.remarkPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
