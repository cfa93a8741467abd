import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from './rules';

export interface PasswordFieldsProps {
  /** Label of the first field; 密码 by default. */
  label?: string;
}

/** A new password and its confirmation (spec 000 §5 rule; 两次密码不一致!). */
export function PasswordFields({ label }: PasswordFieldsProps) {
  const { t } = useTranslation('console');
  const rules = formRules(t);
  return (
    <>
      <Form.Item name="password" label={label ?? t('form.password')} rules={rules.newPassword} hasFeedback>
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t('form.passwordPlaceholder')}
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('form.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirm('password')}
        hasFeedback
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t('form.confirmPlaceholder')}
          maxLength={64}
        />
      </Form.Item>
    </>
  );
}
