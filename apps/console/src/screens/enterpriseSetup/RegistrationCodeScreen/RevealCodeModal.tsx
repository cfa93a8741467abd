import { Alert, Button, Modal, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterpriseSetupTexts } from '../texts';

export interface RevealedCode {
  registrationCode: string;
  enterpriseName: string;
}

export interface RevealCodeModalProps {
  /** The code just issued or rotated, or null while closed. */
  revealed: RevealedCode | null;
  /** Closing forgets the code: it is held nowhere else (no query cache, no log). */
  onClose: () => void;
}

/**
 * The one showing of a registration code (D56): in full, copyable, with the rule that it is not
 * shown again. Afterwards the list shows its last four characters only.
 */
export function RevealCodeModal({ revealed, onClose }: RevealCodeModalProps) {
  const { t } = useAreaTexts(enterpriseSetupTexts);
  return (
    <Modal
      open={revealed !== null}
      title={t('registration.reveal.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('registration.reveal.close')}
        </Button>
      }
    >
      {revealed && (
        <>
          <Typography.Paragraph>
            {t('registration.reveal.enterprise', { name: revealed.enterpriseName })}
          </Typography.Paragraph>
          <Typography.Paragraph
            copyable={{ text: revealed.registrationCode }}
            style={{ fontSize: 24, fontFamily: 'monospace', letterSpacing: 2 }}
          >
            <output aria-label={t('registration.field.code')}>{revealed.registrationCode}</output>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={t('registration.reveal.once')} />
        </>
      )}
    </Modal>
  );
}
