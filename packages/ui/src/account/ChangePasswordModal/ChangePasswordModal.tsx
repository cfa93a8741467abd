import { isApiError } from '@onsite/api-client';
import { isValidPassword, PASSWORD_INPUT_MAX_LENGTH } from '@onsite/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { useChangePassword } from '../hooks/userQueries';

/** The answer code of resetpwd for a wrong old password (spec 000 §5). */
const WRONG_OLD_PASSWORD = 1;

export interface ChangePasswordModalProps {
  open: boolean;
  onCancel: () => void;
  /** After 密码修改成功: the console ends the session and reloads (spec 000 §4.1). */
  onPasswordChanged: () => void;
}

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change the own password with the rules and messages of spec 000 §5 (system.user.resetpwd). */
export function ChangePasswordModal({ open, onCancel, onPasswordChanged }: ChangePasswordModalProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    try {
      await change.mutateAsync({ oldPwd: values.oldPassword, newPwd: values.newPassword });
    } catch (error) {
      if (isApiError(error) && error.kind === 'business' && error.code === WRONG_OLD_PASSWORD) {
        void message.error(t('header.user.wrongOld'));
      } else {
        void message.error(serverMessageOf(error) ?? t('header.user.systemError'));
      }
      return;
    }
    void message.success(t('header.user.changed'));
    onPasswordChanged();
  };

  return (
    <Modal
      open={open}
      title={t('header.user.changePassword')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={change.isPending}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" name="changePassword" requiredMark>
        <Form.Item
          name="oldPassword"
          label={t('header.user.oldPassword')}
          rules={[{ required: true, message: t('header.user.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('header.user.newPassword')}
          rules={[
            { required: true, message: t('header.user.newRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || isValidPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('header.user.rule'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('header.user.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('header.user.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('header.user.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
