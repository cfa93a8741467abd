import { useAppFeedback } from '@onsite/ui';
import { Button, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { useSmsCountdown } from './useSmsCountdown';

export interface SmsCodeInputProps {
  /** The form holding the mobile number field. */
  form: FormInstance;
  /** Name of the mobile number field; 'phonenumber' by default. */
  phoneField?: string;
  /** Sends the code to the number. */
  send: (phonenumber: string) => Promise<unknown>;
  /** Set by Form.Item. */
  value?: string;
  /** Set by Form.Item. */
  onChange?: (value: string) => void;
  id?: string;
}

/** The SMS code input with its 获取验证码 button and the 60-second resend countdown. */
export function SmsCodeInput({
  form,
  phoneField = 'phonenumber',
  send,
  value,
  onChange,
  id,
}: SmsCodeInputProps) {
  const { t } = useTranslation('console');
  const { message } = useAppFeedback();
  const showError = useApiErrorMessage();
  const { secondsLeft, start } = useSmsCountdown();
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    let phonenumber: string;
    try {
      phonenumber = String((await form.validateFields([phoneField]))[phoneField] ?? '').trim();
    } catch {
      return; // the number's own message shows under its field
    }
    setSending(true);
    try {
      await send(phonenumber);
      start();
      void message.success(t('form.codeSent'));
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={t('form.smsCode')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t('form.smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        size="large"
      />
      <Button size="large" disabled={secondsLeft > 0} loading={sending} onClick={() => void sendCode()}>
        {secondsLeft > 0 ? t('form.resendIn', { seconds: secondsLeft }) : t('form.sendCode')}
      </Button>
    </Space.Compact>
  );
}
