import { APPROVAL_TEXT_MAX, type Approval } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { requestText } from './approvalModel';
import { approvalsTexts } from './texts';

export interface RefuseApprovalModalProps {
  /** The request to refuse; null keeps the dialog closed. */
  request: Approval | null;
  onClose: () => void;
  /** After the server refused it (refresh the lists). */
  onRefused: () => void;
}

/** 拒绝 (D34): a remark is required; nothing is sent without one. */
export function RefuseApprovalModal({ request, onClose, onRefused }: RefuseApprovalModalProps) {
  const { t } = useAreaTexts(approvalsTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ remark: string }>
      open={request !== null}
      title={t('refuseTitle')}
      name="refuseApproval"
      onSubmit={({ remark }) =>
        client.order.approval.refuse({ approvalId: request?.approvalId ?? 0, remark: remark.trim() })
      }
      successText={t('refused')}
      onSaved={() => {
        onRefused();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('refuse') }}
    >
      {request && (
        <Typography.Paragraph>
          {request.orderNo === null
            ? t('refuseTeam', { master: request.masterName, request: requestText(t, request) })
            : t('refuseOrder', {
                orderNo: request.orderNo,
                master: request.masterName,
                request: requestText(t, request),
              })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="remark"
        label={t('refuseRemark')}
        rules={[{ required: true, whitespace: true, message: t('refuseRemarkRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={APPROVAL_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
