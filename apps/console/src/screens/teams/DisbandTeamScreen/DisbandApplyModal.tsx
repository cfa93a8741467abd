import { DISBAND_REASON_MAX } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Alert, Form, Input } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { teamsTexts } from '../texts';

export interface DisbandApplyModalProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 申请解散团队 (D52): a team head asks with a reason; the server names the team and refuses while orders are open. */
export function DisbandApplyModal({ open, onClose, onSaved }: DisbandApplyModalProps) {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ reason: string }>
      open={open}
      title={t('disband.apply')}
      name="disbandApply"
      onSubmit={({ reason }) => client.master.disband.apply({ reason: reason.trim() })}
      successText={t('disband.submitted')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true } }}
    >
      <Alert type="warning" showIcon title={t('disband.applyHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="reason"
        label={t('disband.reason')}
        rules={[{ required: true, whitespace: true, message: t('disband.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={DISBAND_REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
