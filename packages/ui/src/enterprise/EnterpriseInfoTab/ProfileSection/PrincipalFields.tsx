import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadOnlyValue } from '../ReadOnlyValue';

const PRINCIPAL_FIELDS = [
  'enterprisePrincipal',
  'enterprisePrincipalPhone',
  'financePrincipal',
  'financePrincipalPhone',
] as const;

export interface PrincipalFieldsProps {
  /** editPrincipalInfo. */
  editable: boolean;
}

/** The enterprise and finance principals with their phones (spec 001 §3, §6 principal info). */
export function PrincipalFields({ editable }: PrincipalFieldsProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      {PRINCIPAL_FIELDS.map((field) => (
        <Col key={field} xs={24} md={12} xl={6}>
          <Form.Item name={field} label={t(`enterpriseInfo.fields.${field}`)}>
            {editable ? <Input maxLength={50} /> : <ReadOnlyValue />}
          </Form.Item>
        </Col>
      ))}
    </>
  );
}
