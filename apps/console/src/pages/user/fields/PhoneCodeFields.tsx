import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from './rules';
import { SmsCodeInput } from './SmsCodeInput';

export interface PhoneCodeFieldsProps {
  form: FormInstance;
  /** Sends the SMS code to the number. */
  send: (phonenumber: string) => Promise<unknown>;
  /** Show the labels above the inputs (register pages); placeholders only by default. */
  labelled?: boolean;
}

/** The mobile number and its SMS code (with the resend countdown). */
export function PhoneCodeFields({ form, send, labelled = false }: PhoneCodeFieldsProps) {
  const { t } = useTranslation('console');
  const rules = formRules(t);
  return (
    <>
      <Form.Item
        name="phonenumber"
        label={labelled ? t('form.phone') : undefined}
        rules={rules.phone}
        normalize={(value: string) => value.trim()}
      >
        <Input
          size="large"
          aria-label={t('form.phone')}
          placeholder={t('form.phonePlaceholder')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item name="smsCode" label={labelled ? t('form.smsCode') : undefined} rules={rules.smsCode}>
        <SmsCodeInput form={form} send={send} />
      </Form.Item>
    </>
  );
}
