import {
  applySettlementType,
  isReturnMoneyTypeEnabled,
  RETURN_MONEY_AFTER_INVOICE,
  returnDayOptions,
  SETTLEMENT_WEEKLY,
} from '@onsite/domain';
import { Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOptions } from '../options';
import { ReadOnlyValue } from '../ReadOnlyValue';
import { useFieldValue } from '../useFieldValue';

/** A code from the form or the server as text ('1' and 1 alike). */
const codeOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';

export interface SettlementFieldsProps {
  /** pay_type, settle_cycle and return_money. */
  dictOptions: DictOptions;
  /** editAccountInfo. */
  editable: boolean;
}

/**
 * Payment and settlement with the return-money rules of spec 001 §4: settlement 1 (weekly) or 2
 * (monthly) enables the return-money type, any other clears type and date; the day options are
 * 1–7 weekly, 1–28 monthly, or 3/7/15/30 working days after the invoice. A day that the new
 * choice does not offer is cleared.
 */
export function SettlementFields({ dictOptions, editable }: SettlementFieldsProps) {
  const { t } = useTranslation('ui');
  const form = Form.useFormInstance();
  const settlementType = useFieldValue<string>('enterpriseSettlementType');
  const returnType = useFieldValue<string>('returnedMoneyType');
  const returnEnabled = isReturnMoneyTypeEnabled(settlementType);
  const days = returnDayOptions(settlementType, returnType);
  const dayLabel = (day: number) => {
    if (codeOf(returnType) === String(RETURN_MONEY_AFTER_INVOICE))
      return t('enterpriseInfo.returnDays.afterInvoice', { day });
    if (codeOf(settlementType) === String(SETTLEMENT_WEEKLY))
      return t('enterpriseInfo.returnDays.weekly', { day });
    return t('enterpriseInfo.returnDays.monthly', { day });
  };
  const current = () => ({
    enterpriseSettlementType: form.getFieldValue('enterpriseSettlementType'),
    returnedMoneyType: form.getFieldValue('returnedMoneyType'),
    returnedMoneyDate: form.getFieldValue('returnedMoneyDate'),
  });
  const onSettlementChange = (value: string | undefined) => {
    const next = applySettlementType(current(), value);
    form.setFieldsValue({
      returnedMoneyType: next.returnedMoneyType,
      returnedMoneyDate: next.returnedMoneyDate,
    });
  };
  const onReturnTypeChange = (value: string | undefined) => {
    const date = form.getFieldValue('returnedMoneyDate');
    if (
      typeof date === 'number' &&
      !returnDayOptions(form.getFieldValue('enterpriseSettlementType'), value).includes(date)
    ) {
      form.setFieldValue('returnedMoneyDate', undefined);
    }
  };
  const select = { virtual: false, allowClear: true, placeholder: t('enterpriseInfo.select') } as const;
  const dayOptions = days.map((day) => ({ value: day, label: dayLabel(day) }));
  // Read-only: the values as text (a field the rules switch off stays a disabled select when editable).
  if (!editable) {
    const fields = [
      ['enterprisePayType', dictOptions.pay_type],
      ['enterpriseSettlementType', dictOptions.settle_cycle],
      ['returnedMoneyType', dictOptions.return_money],
      ['returnedMoneyDate', dayOptions],
    ] as const;
    return (
      <>
        {fields.map(([name, options]) => (
          <Col key={name} xs={24} md={12} xl={6}>
            <Form.Item name={name} label={t(`enterpriseInfo.fields.${name}`)}>
              <ReadOnlyValue options={options ?? []} />
            </Form.Item>
          </Col>
        ))}
      </>
    );
  }

  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterprisePayType" label={t('enterpriseInfo.fields.enterprisePayType')}>
          <Select {...select} options={dictOptions.pay_type} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item
          name="enterpriseSettlementType"
          label={t('enterpriseInfo.fields.enterpriseSettlementType')}
        >
          <Select {...select} options={dictOptions.settle_cycle} onChange={onSettlementChange} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="returnedMoneyType" label={t('enterpriseInfo.fields.returnedMoneyType')}>
          <Select
            {...select}
            options={dictOptions.return_money}
            disabled={!returnEnabled}
            onChange={onReturnTypeChange}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="returnedMoneyDate" label={t('enterpriseInfo.fields.returnedMoneyDate')}>
          <Select {...select} options={dayOptions} disabled={days.length === 0} />
        </Form.Item>
      </Col>
    </>
  );
}
