import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useOnsiteClient } from '@onsite/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { CaptchaImage } from './CaptchaImage';
import { useCaptcha } from './useCaptcha';
import { useSignIn } from './useSignIn';

interface AccountValues {
  username: string;
  password: string;
  code: string;
}

/** Sign in by account: username, password and the captcha of `/code` (D13). */
export function AccountLoginForm() {
  const { t } = useTranslation('console');
  const client = useOnsiteClient();
  const [form] = Form.useForm<AccountValues>();
  const captcha = useCaptcha();
  const showError = useApiErrorMessage();
  const signIn = useSignIn();
  const login = useMutation({
    mutationFn: (values: AccountValues) =>
      client.auth.login({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: captcha.uuid,
      }),
    onSuccess: (result) => signIn(result),
    onError: (error) => {
      showError(error);
      form.setFieldValue('code', '');
      captcha.refresh();
    },
  });

  return (
    <Form form={form} onFinish={(values) => login.mutate(values)} size="large" autoComplete="on">
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          aria-label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          maxLength={30}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('form.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          aria-label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item
          name="code"
          style={{ flex: 1 }}
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            aria-label={t('login.captcha')}
            placeholder={t('login.captchaPlaceholder')}
            autoComplete="off"
            maxLength={8}
          />
        </Form.Item>
        <CaptchaImage
          src={captcha.src}
          failed={captcha.failed}
          loading={captcha.loading}
          onRefresh={captcha.refresh}
        />
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
