import { LEAVE_TEXT_MAX, type LeaveRequest } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { workflowTexts } from '../texts';

export interface RefuseLeaveModalProps {
  /** The request to refuse; null keeps the dialog closed. */
  request: LeaveRequest | null;
  onClose: () => void;
  onRefused: () => void;
}

/** 拒绝 a leave request (D51): a reason is required; nothing is sent without one. */
export function RefuseLeaveModal({ request, onClose, onRefused }: RefuseLeaveModalProps) {
  const { t } = useAreaTexts(workflowTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ remark: string }>
      open={request !== null}
      title={t('leave.refuseTitle')}
      name="refuseLeave"
      onSubmit={({ remark }) =>
        client.master.leave.refuse({ leaveId: request?.leaveId ?? 0, remark: remark.trim() })
      }
      successText={t('leave.refused')}
      onSaved={() => {
        onRefused();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('leave.refuse') }}
    >
      {request && (
        <Typography.Paragraph>
          {t('leave.refuseWhat', {
            master: request.masterName,
            start: request.startDate,
            end: request.endDate,
            days: request.days,
            reason: request.reason,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="remark"
        label={t('leave.refuseRemark')}
        rules={[{ required: true, whitespace: true, message: t('leave.refuseRemarkRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={LEAVE_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
