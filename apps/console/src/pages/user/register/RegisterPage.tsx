import { useOnsiteClient } from '@onsite/ui';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { PasswordFields } from '../fields/PasswordFields';
import { PhoneCodeFields } from '../fields/PhoneCodeFields';
import { REGISTER_RESULT_PATH, type RegisterResultState } from './registerResult';

interface RegisterValues {
  enterpriseName: string;
  enterpriseSysName: string;
  types: 0 | 1;
  userName: string;
  phonenumber: string;
  smsCode: string;
  password: string;
}

/** /user/register: an enterprise and its first user (`/auth/addEnterprise`, spec 001 §7). */
export default function RegisterPage() {
  const { t } = useTranslation('console');
  const client = useOnsiteClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const showError = useApiErrorMessage();
  const register = useMutation({
    mutationFn: ({
      enterpriseName,
      enterpriseSysName,
      types,
      userName,
      phonenumber,
      smsCode,
      password,
    }: RegisterValues) =>
      client.auth.addEnterprise({
        enterpriseName: enterpriseName.trim(),
        enterpriseSysName: enterpriseSysName.trim(),
        types,
        userName: userName.trim(),
        phonenumber,
        smsCode,
        password,
      }),
    onSuccess: (_done, values) => {
      const state: RegisterResultState = {
        kind: 'enterprise',
        name: values.enterpriseName.trim(),
        phone: values.phonenumber,
      };
      void navigate(REGISTER_RESULT_PATH, { state });
    },
    onError: showError,
  });
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => register.mutate(values)}
      initialValues={{ types: 0 }}
    >
      <Typography.Title level={3}>{t('register.title')}</Typography.Title>
      <Form.Item
        name="enterpriseName"
        label={t('register.enterpriseName')}
        rules={required(t('register.enterpriseNameRequired'))}
      >
        <Input size="large" placeholder={t('register.enterpriseNamePlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="enterpriseSysName"
        label={t('register.enterpriseSysName')}
        rules={required(t('register.enterpriseSysNameRequired'))}
      >
        <Input size="large" placeholder={t('register.enterpriseSysNamePlaceholder')} maxLength={50} />
      </Form.Item>
      <Form.Item
        name="types"
        label={t('register.types')}
        rules={[{ required: true, message: t('register.typesRequired') }]}
      >
        <Radio.Group
          options={[
            { value: 0, label: t('register.typeLock') },
            { value: 1, label: t('register.typeTelecom') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="userName"
        label={t('register.userName')}
        rules={required(t('register.userNameRequired'))}
      >
        <Input
          size="large"
          placeholder={t('register.userNamePlaceholder')}
          maxLength={30}
          autoComplete="name"
        />
      </Form.Item>
      <PhoneCodeFields
        form={form}
        labelled
        send={(phonenumber) => client.auth.sendRegisterCode({ phonenumber })}
      />
      <PasswordFields />
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user/login">{t('register.haveAccount')}</Link>
      </div>
    </Form>
  );
}
