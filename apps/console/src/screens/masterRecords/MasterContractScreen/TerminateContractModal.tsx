import { MASTER_CONTRACT_TEXT_MAX, type MasterContract } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { masterRecordsTexts } from '../texts';

export interface TerminateContractModalProps {
  /** The contract to terminate; null keeps the dialog closed. */
  contract: MasterContract | null;
  onClose: () => void;
  onDone: () => void;
}

/** 终止 (D54): says what ends and asks for a reason (required); the dialog is the confirmation. */
export function TerminateContractModal({ contract, onClose, onDone }: TerminateContractModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ reason: string }>
      open={contract !== null}
      title={t('contract.terminateTitle')}
      name="terminateContract"
      onSubmit={({ reason }) =>
        client.master.contract.terminate({ contractId: contract?.contractId ?? 0, reason: reason.trim() })
      }
      successText={t('contract.terminated')}
      onSaved={onDone}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('contract.terminate') }}
    >
      {contract && (
        <Typography.Paragraph>
          {t('contract.terminateText', {
            master: contract.masterName,
            no: contract.contractNo,
            start: contract.startDate,
            end: contract.endDate,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="reason"
        label={t('contract.reason')}
        rules={[{ required: true, whitespace: true, message: t('contract.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={MASTER_CONTRACT_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
