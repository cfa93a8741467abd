import { PASSWORD_INPUT_MAX_LENGTH } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { NewPasswordField } from '../formFields';
import { systemTexts } from '../texts';

interface PasswordForm {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordModalProps {
  /** The user whose password is reset; none keeps the dialog closed. */
  user: { userId: number; userName: string } | undefined;
  onClose: () => void;
  /**
   * The call that sets the password: the system's `resetUserPwd` by default; an enterprise
   * administrator's screen passes its own (D45), the dialog is the same.
   */
  reset?: (input: { userId: number; password: string }) => Promise<unknown>;
}

/** 重置密码: a new password under the rule of spec 000 §5, typed twice; the user's sessions end. */
export function ResetPasswordModal({ user, onClose, reset }: ResetPasswordModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const save = async ({ password }: PasswordForm) => {
    if (user) await (reset ?? client.system.user.resetUserPwd)({ userId: user.userId, password });
  };

  return (
    <FormModal<PasswordForm>
      open={user !== undefined}
      title={t('user.resetTitle', { name: user?.userName ?? '' })}
      name="resetUserPassword"
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
