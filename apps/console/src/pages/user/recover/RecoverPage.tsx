import { useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Result, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { currentHostConfig } from '../../../config/hosts';
import { PasswordFields } from '../fields/PasswordFields';
import { PhoneCodeFields } from '../fields/PhoneCodeFields';

interface RecoverValues {
  phonenumber: string;
  smsCode: string;
  password: string;
}

/** /user/recover: a new password after an SMS check, or, on hosts without self-service, who to ask (D10). */
export default function RecoverPage() {
  const { t } = useTranslation('console');
  const client = useOnsiteClient();
  const navigate = useNavigate();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<RecoverValues>();
  const showError = useApiErrorMessage();
  const host = useMemo(currentHostConfig, []);
  const recover = useMutation({
    mutationFn: ({ phonenumber, smsCode, password }: RecoverValues) =>
      client.auth.forgetPwd({ phonenumber, smsCode, password }),
    onSuccess: () => {
      void message.success(t('recover.success'));
      void navigate('/user/login', { replace: true });
    },
    onError: showError,
  });

  if (host.recover === 'contactAdmin') {
    return (
      <Result
        status="info"
        title={t('recover.contactAdminTitle')}
        subTitle={t('recover.contactAdminText')}
        extra={<Link to="/user/login">{t('form.backToLogin')}</Link>}
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={(values) => recover.mutate(values)}>
      <Typography.Title level={3}>{t('recover.title')}</Typography.Title>
      <PhoneCodeFields form={form} labelled send={(phonenumber) => client.auth.sendIdCode({ phonenumber })} />
      <PasswordFields label={t('recover.newPassword')} />
      <Button type="primary" htmlType="submit" size="large" block loading={recover.isPending}>
        {t('recover.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user/login">{t('form.backToLogin')}</Link>
      </div>
    </Form>
  );
}
