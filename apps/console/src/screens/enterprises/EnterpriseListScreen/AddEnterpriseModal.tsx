import { isMobile } from '@onsite/domain';
import { DictSelect, dictLabelOf, FormModal, useDictionary, useOnsiteClient } from '@onsite/ui';
import { Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MarketPrincipalSelect } from '../referenceSelects';
import { enterprisesTexts } from '../texts';

interface AddEnterpriseForm {
  enterpriseName: string;
  enterpriseSysName: string;
  types: 0 | 1;
  installTypes: string[];
  defaultInstallType?: string;
  register?: string;
  registerPhone?: string;
  marketPrincipal?: string;
  loginName: string;
  userName?: string;
  phone?: string;
}

export interface AddEnterpriseModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called after the enterprise was added, with its id and its account's one-time password (issue 14). */
  onAdded: (added: { enterpriseId: number; initialPassword: string }) => void;
  /** Called when the person closes the modal without adding. */
  onCancel: () => void;
}

const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,30}$/;

/** What the form shows each time it opens. */
const NEW_ENTERPRISE: Partial<AddEnterpriseForm> = { types: 0, installTypes: [] };

/**
 * 新增企业 (`/enterprise/management/add`): names, type, install types, registrant, market
 * principal and the login account. Bad input shows its message and sends nothing; a refusal shows
 * the server's message and keeps what was typed.
 */
export function AddEnterpriseModal({ open, onAdded, onCancel }: AddEnterpriseModalProps) {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<AddEnterpriseForm>();
  const installTypes = Form.useWatch('installTypes', form) ?? [];
  const installTypeDictionary = useDictionary('install_type');

  const save = (values: AddEnterpriseForm) =>
    client.enterprise.management.add({
      enterpriseName: values.enterpriseName.trim(),
      enterpriseSysName: values.enterpriseSysName.trim(),
      types: values.types,
      installTypes: values.installTypes,
      defaultInstallType: values.defaultInstallType ?? null,
      register: values.register?.trim() ?? '',
      registerPhone: values.registerPhone?.trim() ?? '',
      marketPrincipal: values.marketPrincipal ? Number(values.marketPrincipal) : null,
      loginName: values.loginName.trim(),
      userName: values.userName?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
    });

  const required = (text: string) => ({ required: true, whitespace: true, message: text });
  return (
    <FormModal<AddEnterpriseForm, { enterpriseId: number; initialPassword: string }>
      open={open}
      title={t('add.title')}
      name="addEnterprise"
      form={form}
      initialValues={NEW_ENTERPRISE}
      onSubmit={save}
      successText={t('add.saved')}
      onSaved={onAdded}
      onCancel={onCancel}
      modalProps={{ width: 760, okText: t('add.ok'), mask: { closable: false }, destroyOnHidden: true }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="enterpriseName"
            label={t('enterprise.enterpriseName')}
            rules={[required(t('add.nameRequired'))]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="enterpriseSysName"
            label={t('enterprise.enterpriseSysName')}
            rules={[required(t('add.shortNameRequired'))]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="types"
            label={t('enterprise.types')}
            rules={[{ required: true, message: t('add.typesRequired') }]}
          >
            <Radio.Group
              options={[
                { value: 0, label: t('enterprise.lock') },
                { value: 1, label: t('enterprise.telecom') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="marketPrincipal" label={t('enterprise.marketPrincipal')}>
            <MarketPrincipalSelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="installTypes"
            label={t('enterprise.installTypes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('add.installTypesRequired') }]}
          >
            <DictSelect dictType="install_type" mode="multiple" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="defaultInstallType"
            label={t('add.defaultInstallType')}
            dependencies={['installTypes']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value?: string) =>
                  !value || (getFieldValue('installTypes') as string[]).includes(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('add.defaultInSelected'))),
              }),
            ]}
          >
            <Select
              allowClear
              options={installTypes.map((value) => ({
                value,
                label: dictLabelOf(installTypeDictionary.data, value),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="register" label={t('enterprise.register')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="registerPhone" label={t('enterprise.registerPhone')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="loginName"
            label={t('add.loginName')}
            rules={[
              required(t('add.loginNameRequired')),
              { pattern: LOGIN_NAME_PATTERN, message: t('add.loginNameRule') },
            ]}
          >
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="userName" label={t('add.userName')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="phone"
            label={t('add.phone')}
            rules={[
              {
                validator: (_rule, value?: string) =>
                  !value || isMobile(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('add.phoneRule'))),
              },
            ]}
          >
            <Input maxLength={11} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text type="secondary">{t('add.initialPassword')}</Typography.Text>
    </FormModal>
  );
}
