import { isMobile, isValidPassword } from '@onsite/domain';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Form rules shared by the sign-in, register and recover pages. */
export function formRules(t: TFunction<'console'>) {
  return {
    phone: [
      { required: true, message: t('form.phoneRequired') },
      {
        validator: (_rule, value: unknown) =>
          !value || (typeof value === 'string' && isMobile(value.trim()))
            ? Promise.resolve()
            : Promise.reject(new Error(t('form.phoneInvalid'))),
      },
    ] satisfies FormRule[],
    smsCode: [
      { required: true, message: t('form.smsCodeRequired') },
      { pattern: /^\d{4,6}$/, message: t('form.smsCodeInvalid') },
    ] satisfies FormRule[],
    /** Spec 000 §5: 8–64 characters with a letter, a digit and an English special character. */
    newPassword: [
      { required: true, message: t('form.passwordRequired') },
      {
        validator: (_rule, value: unknown) =>
          !value || (typeof value === 'string' && isValidPassword(value))
            ? Promise.resolve()
            : Promise.reject(new Error(t('password.rule'))),
      },
    ] satisfies FormRule[],
    /** Equal to the field `passwordField` (两次密码不一致!). */
    confirm: (passwordField: string): FormRule[] => [
      { required: true, message: t('form.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) =>
          !value || value === getFieldValue(passwordField)
            ? Promise.resolve()
            : Promise.reject(new Error(t('password.mismatch'))),
      }),
    ],
  };
}
