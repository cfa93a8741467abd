import { BANKS } from '@onsite/domain';
import { Col, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOptions, SelectOption } from '../options';
import { ReadOnlyValue } from '../ReadOnlyValue';

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
  const select = { virtual: false, allowClear: true, placeholder: t('enterpriseInfo.select') };
  // A bank's name is data (a proper name): marked so that nothing translates it (issue 16 item 6).
  const choose = (options: readonly SelectOption[] = [], search = false, data = false) =>
    editable ? (
      <Select
        {...select}
        {...(data ? { translate: 'no' as const } : {})}
        options={[...options]}
        {...(search ? { showSearch: { optionFilterProp: 'label' } } : {})}
      />
    ) : (
      <ReadOnlyValue options={options} />
    );
  const text = (maxLength: number) => (editable ? <Input maxLength={maxLength} /> : <ReadOnlyValue />);
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseInvoice" label={label('enterpriseInvoice')}>
          {choose(dictOptions.enterprise_invoice)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="invoiceType" label={label('invoiceType')}>
          {choose(dictOptions.invoice_type)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="invoiceTitle" label={label('invoiceTitle')}>
          {text(100)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseTaxNo" label={label('enterpriseTaxNo')}>
          {text(32)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseCardorg" label={label('enterpriseCardorg')}>
          {choose(BANK_OPTIONS, true, true)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseCardNumber" label={label('enterpriseCardNumber')}>
          {text(32)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseTax" label={label('enterpriseTax')}>
          {choose(dictOptions.enterprise_tax)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseTaxPoint" label={label('enterpriseTaxPoint')}>
          {editable ? (
            <InputNumber min={0} max={100} suffix="%" style={{ width: '100%' }} />
          ) : (
            <ReadOnlyValue suffix="%" />
          )}
        </Form.Item>
      </Col>
    </>
  );
}
