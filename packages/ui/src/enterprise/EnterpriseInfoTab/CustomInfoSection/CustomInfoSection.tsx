import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadOnlyValue } from '../ReadOnlyValue';

const INFO_FIELDS = ['info1', 'info2', 'info3'] as const;

export interface CustomInfoSectionProps {
  /** editInnerInfo: the texts can be changed. */
  editable: boolean;
}

/** Custom info of the enterprise (spec 001 §3: info1–3). Renders Form.Items of the custom-info form. */
export function CustomInfoSection({ editable }: CustomInfoSectionProps) {
  const { t } = useTranslation('ui');
  return (
    <Row gutter={16}>
      {INFO_FIELDS.map((field) => (
        <Col key={field} xs={24} xl={8}>
          <Form.Item name={field} label={t(`enterpriseInfo.fields.${field}`)}>
            {editable ? <Input.TextArea rows={2} maxLength={500} /> : <ReadOnlyValue multiline />}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
