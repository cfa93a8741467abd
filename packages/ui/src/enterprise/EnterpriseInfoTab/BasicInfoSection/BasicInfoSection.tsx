import { REGISTER_TIME_FORMAT } from '@onsite/domain';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../options';
import { ReadOnlyValue } from '../ReadOnlyValue';
import { useFieldValue } from '../useFieldValue';

export interface BasicInfoSectionProps {
  /** Install types (dictionary install_type) for the default install type and the install types. */
  installTypeOptions: readonly SelectOption[];
  /** Market principals: the users of dept 104 (D9). */
  marketPrincipalOptions: readonly SelectOption<number>[];
  /** editCommonInfo: name, short name, default install type, install types, enterprise type. */
  editCommon: boolean;
  /** editBasicInnerInfo: registrant, phone, register time, market principal. */
  editBasicInner: boolean;
}

/**
 * Basic info of the enterprise (spec 001 §2, §3, §5): name (请输入企业名称) and short name
 * (请输入企业简称) required, registrant, phone, register time (YYYY-MM-DD HH:mm), market principal,
 * default install type, install types (they drive the contact cards) and the enterprise type.
 * Renders Form.Items: it lives inside the tab's antd form. A field the person may not change shows
 * its value as read-only text ({@link ReadOnlyValue}).
 */
export function BasicInfoSection({
  installTypeOptions,
  marketPrincipalOptions,
  editCommon,
  editBasicInner,
}: BasicInfoSectionProps) {
  const { t } = useTranslation('ui');
  const label = (field: string) => t(`enterpriseInfo.fields.${field}`);
  const form = Form.useFormInstance();
  const installTypes = useFieldValue<string[]>('installTypes');
  // The default install type is one of the chosen install types.
  const defaultOptions = installTypeOptions.filter((option) => (installTypes ?? []).includes(option.value));
  const typeOptions = [
    { value: 0, label: t('enterpriseInfo.enterpriseTypes.lock') },
    { value: 1, label: t('enterpriseInfo.enterpriseTypes.telecom') },
  ];

  return (
    <Row gutter={16}>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name="enterpriseName"
          label={label('enterpriseName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('enterpriseInfo.messages.enterprise.nameRequired'),
            },
          ]}
        >
          {editCommon ? <Input maxLength={100} /> : <ReadOnlyValue />}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name="enterpriseSysName"
          label={label('enterpriseSysName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('enterpriseInfo.messages.enterprise.shortNameRequired'),
            },
          ]}
        >
          {editCommon ? <Input maxLength={50} /> : <ReadOnlyValue />}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="types" label={label('types')}>
          {editCommon ? <Radio.Group options={typeOptions} /> : <ReadOnlyValue options={typeOptions} />}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="register" label={label('register')}>
          {editBasicInner ? <Input maxLength={50} /> : <ReadOnlyValue />}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="registerPhone" label={label('registerPhone')}>
          {editBasicInner ? <Input maxLength={50} /> : <ReadOnlyValue />}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="createTime" label={label('createTime')}>
          {editBasicInner ? (
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={REGISTER_TIME_FORMAT}
              style={{ width: '100%' }}
            />
          ) : (
            <ReadOnlyValue dateFormat={REGISTER_TIME_FORMAT} />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="marketPrincipal" label={label('marketPrincipal')}>
          {editBasicInner ? (
            <Select
              // A person's name is data (issue 16 item 6); Select passes the attribute to its root.
              {...{ translate: 'no' as const }}
              virtual={false}
              options={[...marketPrincipalOptions]}
              placeholder={t('enterpriseInfo.select')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
            />
          ) : (
            <ReadOnlyValue options={marketPrincipalOptions} />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="installTypes" label={label('installTypes')}>
          {editCommon ? (
            <Select
              virtual={false}
              mode="multiple"
              options={[...installTypeOptions]}
              placeholder={t('enterpriseInfo.select')}
              onChange={(next: string[]) => {
                // A default that is no longer among the install types is cleared.
                if (!next.includes(form.getFieldValue('defaultInstallType'))) {
                  form.setFieldValue('defaultInstallType', undefined);
                }
              }}
            />
          ) : (
            <ReadOnlyValue options={installTypeOptions} />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="defaultInstallType" label={label('defaultInstallType')}>
          {editCommon ? (
            <Select virtual={false} options={defaultOptions} placeholder={t('enterpriseInfo.select')} />
          ) : (
            <ReadOnlyValue options={installTypeOptions} />
          )}
        </Form.Item>
      </Col>
    </Row>
  );
}
