import { APPROVAL_TEXT_MAX, type Approval } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { teamsTexts } from '../texts';

export interface DisbandRefuseModalProps {
  /** The request to refuse; null keeps the dialog closed. */
  request: Approval | null;
  onClose: () => void;
  onRefused: () => void;
}

/** 拒绝 a disband request (D52) with a required remark, through the approval calls of D34. */
export function DisbandRefuseModal({ request, onClose, onRefused }: DisbandRefuseModalProps) {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ remark: string }>
      open={request !== null}
      title={t('disband.refuseTitle')}
      name="disbandRefuse"
      onSubmit={({ remark }) =>
        client.order.approval.refuse({ approvalId: request?.approvalId ?? 0, remark: remark.trim() })
      }
      successText={t('disband.refused')}
      onSaved={() => {
        onRefused();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('disband.refuse') }}
    >
      {request && (
        <Typography.Paragraph>
          {t('disband.refuseTeam', {
            team: request.teamName ?? '',
            master: request.masterName,
            reason: request.reason,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="remark"
        label={t('disband.refuseRemark')}
        rules={[{ required: true, whitespace: true, message: t('disband.refuseRemarkRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={APPROVAL_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
