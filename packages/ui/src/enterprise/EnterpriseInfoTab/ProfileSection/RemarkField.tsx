import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadOnlyValue } from '../ReadOnlyValue';

export interface RemarkFieldProps {
  /** editInnerInfo. */
  editable: boolean;
}

/** The enterprise remark (spec 001 §2, §3 content), part of the inner info. */
export function RemarkField({ editable }: RemarkFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <Form.Item name="content" label={t('enterpriseInfo.fields.content')}>
      {/* What a person typed: data, nothing translates it (issue 16 item 6). */}
      {editable ? (
        <Input.TextArea rows={3} maxLength={500} showCount translate="no" />
      ) : (
        <ReadOnlyValue multiline />
      )}
    </Form.Item>
  );
}
