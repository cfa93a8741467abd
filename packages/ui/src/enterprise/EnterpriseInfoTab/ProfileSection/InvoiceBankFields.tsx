import { BANKS } from '@onsite/domain';
import { Col, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOptions } from '../options';

const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank, label: bank }));

export interface InvoiceBankFieldsProps {
  /** enterprise_invoice, invoice_type and enterprise_tax. */
  dictOptions: DictOptions;
  /** editAccountInfo. */
  editable: boolean;
}

/** Invoice, bank (one of the 25 banks), tax bearer and tax point (spec 001 §3, §9). */
export function InvoiceBankFields({ dictOptions, editable }: InvoiceBankFieldsProps) {
  const { t } = useTranslation('ui');
  const label = (field: string) => t(`enterpriseInfo.fields.${field}`);
  const select = {
    virtual: false,
    allowClear: true,
    placeholder: t('enterpriseInfo.select'),
    disabled: !editable,
  };
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseInvoice" label={label('enterpriseInvoice')}>
          <Select {...select} options={dictOptions.enterprise_invoice} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="invoiceType" label={label('invoiceType')}>
          <Select {...select} options={dictOptions.invoice_type} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="invoiceTitle" label={label('invoiceTitle')}>
          <Input maxLength={100} disabled={!editable} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseTaxNo" label={label('enterpriseTaxNo')}>
          <Input maxLength={32} disabled={!editable} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseCardorg" label={label('enterpriseCardorg')}>
          <Select {...select} options={BANK_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseCardNumber" label={label('enterpriseCardNumber')}>
          <Input maxLength={32} disabled={!editable} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseTax" label={label('enterpriseTax')}>
          <Select {...select} options={dictOptions.enterprise_tax} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseTaxPoint" label={label('enterpriseTaxPoint')}>
          <InputNumber min={0} max={100} suffix="%" disabled={!editable} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}
