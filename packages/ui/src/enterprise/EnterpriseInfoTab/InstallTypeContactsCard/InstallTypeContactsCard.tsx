import { Col, Empty, Form, Input, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_FIELDS, contactFieldName } from '../enterpriseFormModel';
import type { SelectOption } from '../options';
import { ReadOnlyValue } from '../ReadOnlyValue';
import { useFieldValue } from '../useFieldValue';

export interface InstallTypeContactsCardProps {
  /** Install types (dictionary install_type), for the tab titles. */
  installTypeOptions: readonly SelectOption[];
  /** editCommonInfo: the contacts can be changed. */
  editable: boolean;
}

/**
 * One card tab per selected install type with its contacts (spec 001 §2, §3): principal, two
 * technique contacts and customer service, each field named with the install-type code appended
 * (`principalName3`). The tabs follow the form's `installTypes`.
 */
export function InstallTypeContactsCard({ installTypeOptions, editable }: InstallTypeContactsCardProps) {
  const { t } = useTranslation('ui');
  const installTypes = useFieldValue<string[]>('installTypes') ?? [];
  const titleOf = (code: string) => installTypeOptions.find((option) => option.value === code)?.label ?? code;

  if (installTypes.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterpriseInfo.contactsEmpty')} />;
  }
  return (
    <Tabs
      type="card"
      items={installTypes.map((code) => ({
        key: code,
        label: titleOf(code),
        forceRender: true,
        children: (
          <Row gutter={16}>
            {CONTACT_FIELDS.map((field) => (
              <Col key={field} xs={24} md={12} xl={6}>
                <Form.Item
                  name={contactFieldName(field, code)}
                  label={t(`enterpriseInfo.contactFields.${field}`)}
                >
                  {editable ? <Input maxLength={50} /> : <ReadOnlyValue />}
                </Form.Item>
              </Col>
            ))}
          </Row>
        ),
      }))}
    />
  );
}
