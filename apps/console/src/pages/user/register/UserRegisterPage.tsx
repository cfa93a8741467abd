import type { EnterpriseOption } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { PasswordFields } from '../fields/PasswordFields';
import { PhoneCodeFields } from '../fields/PhoneCodeFields';
import { REGISTER_RESULT_PATH, type RegisterResultState } from './registerResult';

interface EmployeeValues {
  registrationCode: string;
  userName: string;
  phonenumber: string;
  smsCode: string;
  password: string;
}

const REGISTRATION_CODE = /^[A-Za-z0-9]{4,32}$/;

/** /user/userRegister: an employee joins an enterprise by its registration code (`/auth/addEmployee`). */
export default function UserRegisterPage() {
  const { t } = useTranslation('console');
  const client = useOnsiteClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<EmployeeValues>();
  const showError = useApiErrorMessage();
  const check = useMutation({
    mutationFn: (registrationCode: string) => client.auth.registrationCode({ registrationCode }),
    onError: showError,
  });
  const enterprise: EnterpriseOption | undefined = check.data;
  const checkCode = async () => {
    const values = await form.validateFields(['registrationCode']).catch(() => null);
    if (values) check.mutate(values.registrationCode.trim());
  };
  const register = useMutation({
    mutationFn: ({ registrationCode, userName, phonenumber, smsCode, password }: EmployeeValues) =>
      client.auth.addEmployee({
        registrationCode: registrationCode.trim(),
        userName: userName.trim(),
        phonenumber,
        smsCode,
        password,
      }),
    onSuccess: (_done, values) => {
      const state: RegisterResultState = {
        kind: 'employee',
        name: enterprise?.enterpriseName ?? '',
        phone: values.phonenumber,
      };
      void navigate(REGISTER_RESULT_PATH, { state });
    },
    onError: showError,
  });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => {
        if (enterprise) register.mutate(values);
        else form.setFields([{ name: 'registrationCode', errors: [t('userRegister.checkFirst')] }]);
      }}
    >
      <Typography.Title level={3}>{t('userRegister.title')}</Typography.Title>
      <Form.Item label={t('userRegister.registrationCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="registrationCode"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('userRegister.registrationCodeRequired') },
              { pattern: REGISTRATION_CODE, message: t('userRegister.registrationCodeInvalid') },
            ]}
          >
            <Input
              size="large"
              aria-label={t('userRegister.registrationCode')}
              placeholder={t('userRegister.registrationCodePlaceholder')}
              maxLength={32}
              onChange={() => check.reset()}
            />
          </Form.Item>
          <Button size="large" loading={check.isPending} onClick={() => void checkCode()}>
            {t('userRegister.check')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {enterprise && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 24 }}
          title={t('userRegister.enterprise', { name: enterprise.enterpriseName })}
        />
      )}
      <Form.Item
        name="userName"
        label={t('userRegister.userName')}
        rules={[{ required: true, whitespace: true, message: t('userRegister.userNameRequired') }]}
      >
        <Input
          size="large"
          placeholder={t('userRegister.userNamePlaceholder')}
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
        {t('userRegister.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user/login">{t('register.haveAccount')}</Link>
      </div>
    </Form>
  );
}
