import { isValidPassword, PASSWORD_INPUT_MAX_LENGTH } from '@onsite/domain';
import { Form, Input, Radio } from 'antd';
import type { TFunction } from 'i18next';
import { statusOptionsOf } from './parts';

/** The rule of a text field that must be typed (spaces alone do not count): 请输入{label}. */
export const typedRule = (t: TFunction, label: string) => ({
  required: true,
  whitespace: true,
  message: t('common.required', { label }),
});

/** 状态 of a user, role or dictionary: 正常 or 停用. */
export function StatusField({ t }: { t: TFunction }) {
  return (
    <Form.Item name="status" label={t('common.status')}>
      <Radio.Group options={statusOptionsOf(t)} />
    </Form.Item>
  );
}

/** 备注: up to 500 characters. */
export function RemarkField({ t }: { t: TFunction }) {
  return (
    <Form.Item name="remark" label={t('common.remark')}>
      <Input.TextArea maxLength={500} rows={2} />
    </Form.Item>
  );
}

/** A new password (`password`) under the rule of spec 000 §5: 请输入新密码! when empty. */
export function NewPasswordField({ t, label }: { t: TFunction; label: string }) {
  return (
    <Form.Item
      name="password"
      label={label}
      rules={[
        { required: true, message: t('user.newRequired') },
        {
          validator: (_, value: string | undefined) =>
            !value || isValidPassword(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('user.passwordRule'))),
        },
      ]}
    >
      <Input.Password maxLength={PASSWORD_INPUT_MAX_LENGTH} autoComplete="new-password" />
    </Form.Item>
  );
}
