import { showsOrderPrincipals } from '@onsite/domain';
import { Col, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOptions, SelectOption } from '../options';
import { ReadOnlyValue } from '../ReadOnlyValue';
import { useFieldValue } from '../useFieldValue';

export interface InnerInfoFieldsProps {
  /** enterprise_level and enterprise_importance_type. */
  dictOptions: DictOptions;
  /** Order principals: the users of dept 103 (D9). */
  orderPrincipalOptions: readonly SelectOption<number>[];
  /** editInnerInfo: star, importance, order principals, needAccessories. */
  editable: boolean;
  /** User type '00': the sales-order-code switch (spec 001 §5); shown to everyone, usable only by them. */
  editSaleOrderCode: boolean;
}

/**
 * Inner info (spec 001 §3, §4, §6): star, importance type — type 1 shows the order-principal
 * multi-select — and the order behaviour switches (sales-order code, accessories).
 */
export function InnerInfoFields({
  dictOptions,
  orderPrincipalOptions,
  editable,
  editSaleOrderCode,
}: InnerInfoFieldsProps) {
  const { t } = useTranslation('ui');
  const label = (field: string) => t(`enterpriseInfo.fields.${field}`);
  const importance = useFieldValue<string>('enterpriseImportanceType');
  const select = { virtual: false, allowClear: true, placeholder: t('enterpriseInfo.select') };
  const choose = (options: readonly SelectOption<string | number>[] = [], multiple = false) =>
    editable ? (
      // The order principals are people: their names are data (issue 16 item 6).
      <Select
        {...select}
        options={[...options]}
        {...(multiple ? { mode: 'multiple' as const, translate: 'no' as const } : {})}
      />
    ) : (
      <ReadOnlyValue options={options} />
    );
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseStar" label={label('enterpriseStar')}>
          {choose(dictOptions.enterprise_level)}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="enterpriseImportanceType" label={label('enterpriseImportanceType')}>
          {choose(dictOptions.enterprise_importance_type)}
        </Form.Item>
      </Col>
      {showsOrderPrincipals(importance) && (
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="orderPrincipals" label={label('orderPrincipals')}>
            {choose(orderPrincipalOptions, true)}
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="needSaleOrderCode" label={label('needSaleOrderCode')} valuePropName="checked">
          {editSaleOrderCode ? <Switch /> : <ReadOnlyValue yesNo />}
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="needAccessories" label={label('needAccessories')} valuePropName="checked">
          {editable ? <Switch /> : <ReadOnlyValue yesNo />}
        </Form.Item>
      </Col>
    </>
  );
}
