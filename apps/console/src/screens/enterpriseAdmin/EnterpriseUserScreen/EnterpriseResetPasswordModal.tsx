import type { EnterpriseUser } from '@onsite/domain';
import { PASSWORD_INPUT_MAX_LENGTH } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { NewPasswordField } from '../../system/formFields';
import { enterpriseAdminTexts } from '../texts';

interface PasswordForm {
  password: string;
  confirmPassword: string;
}

export interface EnterpriseResetPasswordModalProps {
  /** The member whose password is reset; none keeps the dialog closed. */
  user: EnterpriseUser | undefined;
  onClose: () => void;
}

/** 重置密码 of a member: spec 000 §5's rule, typed twice; the member changes it at the next sign-in (D45). */
export function EnterpriseResetPasswordModal({ user, onClose }: EnterpriseResetPasswordModalProps) {
  const { t } = useAreaTexts(enterpriseAdminTexts);
  const client = useOnsiteClient();
  const save = async ({ password }: PasswordForm) => {
    if (user) await client.enterprise.enterpriseUser.resetPwd({ userId: user.userId, password });
  };

  return (
    <FormModal<PasswordForm>
      open={user !== undefined}
      title={t('user.resetTitle', { name: user?.userName ?? '' })}
      name="resetEnterpriseUserPassword"
      onSubmit={save}
      successText={t('user.resetDone')}
      onSaved={onClose}
      onCancel={onClose}
    >
      <NewPasswordField t={t} label={t('user.newPassword')} />
      <Form.Item
        name="confirmPassword"
        label={t('user.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('user.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('user.mismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_INPUT_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
