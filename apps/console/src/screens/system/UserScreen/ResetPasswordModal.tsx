import type { SystemUser } from '@onsite/domain';
import { isValidPassword, PASSWORD_INPUT_MAX_LENGTH } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { Form, Input, Modal } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { systemTexts } from '../texts';
import { useFormSubmit } from '../useFormSubmit';

interface PasswordForm {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordModalProps {
  /** The user whose password is reset; none keeps the dialog closed. */
  user: SystemUser | undefined;
  onClose: () => void;
}

/** 重置密码: a new password under the rule of spec 000 §5, typed twice; the user's sessions end. */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<PasswordForm>();
  const { submit, saving } = useFormSubmit(
    form,
    async ({ password }) => {
      if (user) await client.system.user.resetUserPwd({ userId: user.userId, password });
    },
    { successText: t('user.resetDone'), systemError: t('common.systemError'), onSaved: onClose },
  );

  return (
    <Modal
      open={user !== undefined}
      title={t('user.resetTitle', { name: user?.userName ?? '' })}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      afterClose={() => form.resetFields()}
    >
      <Form<PasswordForm> form={form} name="resetUserPassword" layout="vertical">
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          rules={[
            { required: true, message: t('user.newRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || isValidPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.passwordRule'))),
            },
          ]}
        >
          <Input.Password maxLength={PASSWORD_INPUT_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
