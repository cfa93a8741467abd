import { useOnsiteClient } from '@onsite/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { PhoneCodeFields } from '../fields/PhoneCodeFields';
import { useSignIn } from './useSignIn';

interface PhoneValues {
  phonenumber: string;
  smsCode: string;
}

/** Sign in by phone: the SMS code of `/account/sms`, then `/auth/byPhonenumLogin` (D13). */
export function PhoneLoginForm() {
  const { t } = useTranslation('console');
  const client = useOnsiteClient();
  const [form] = Form.useForm<PhoneValues>();
  const showError = useApiErrorMessage();
  const signIn = useSignIn();
  const login = useMutation({
    mutationFn: (values: PhoneValues) => client.auth.byPhonenumLogin(values),
    onSuccess: (result) => signIn(result),
    onError: showError,
  });

  return (
    <Form form={form} onFinish={(values) => login.mutate(values)} size="large">
      <PhoneCodeFields form={form} send={(phonenumber) => client.auth.sms({ phonenumber })} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
