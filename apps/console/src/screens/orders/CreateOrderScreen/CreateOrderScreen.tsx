import { type OrderInfoItem, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { RegionSelect, serverMessageOf, useAppFeedback, useOnsiteClient, useOnsiteUser } from '@onsite/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUnsavedChanges } from '../../../shell/keepAlive/useUnsavedChanges';
import { EnterpriseSelect } from '../OrderFilterSelects';
import { orderKeys, useEnterpriseOptions, useOrderTypeTree } from '../orderQueries';
import { ordersTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { InfoRowsField } from './InfoRowsField';

interface CreateOrderValues {
  enterpriseId?: string;
  customerName: string;
  customerMobile: string;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  detailedAddress: string;
  installType: string;
  orderTypeId: string;
  number: number;
  remark?: string;
  infoList?: OrderInfoItem[];
}

const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;
/** A mainland mobile number, as the server checks it. */
const MOBILE = /^1[3-9]\d{9}$/;
const half = { xs: 24, md: 12 } as const;

/**
 * 创建订单 (`createOrder`) and 企业下单 (`qyCreateOrder`, the header's order-now target, spec 000
 * §2.4): customer, phone, region cascade, address, install type and order type of the enterprise,
 * number and extra info rows. An enterprise user orders for their own enterprise. Bad input sends
 * nothing; on success the new order's details open and the form starts over. Typed input is
 * unsaved: closing the tab asks first (D27).
 */
export default function CreateOrderScreen() {
  const { t } = useAreaTexts(ordersTexts);
  const { t: ui } = useTranslation('ui');
  const { message } = useAppFeedback();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useOnsiteUser();
  const enterpriseUser = user?.userType === USER_TYPE_ENTERPRISE;
  const detailsPath = useScreenPath('orderDetails');
  const listPath = useScreenPath('orderList');
  const [form] = Form.useForm<CreateOrderValues>();
  const enterprises = useEnterpriseOptions();
  const chosenEnterprise = Form.useWatch('enterpriseId', form);
  const installType = Form.useWatch('installType', form);
  const enterpriseId = /^\d+$/.test(chosenEnterprise ?? '') ? Number(chosenEnterprise) : null;
  const tree = useOrderTypeTree(enterpriseId, { enabled: enterpriseId !== null });
  const installTypes = (tree.data ?? []).filter((node) => node.children.length > 0);
  const orderTypes = installTypes.find((node) => node.value === installType)?.children ?? [];

  // An enterprise user's list holds just their own enterprise: it is chosen for them.
  const ownEnterprise = enterpriseUser ? enterprises.data?.[0]?.enterpriseId : undefined;
  useEffect(() => {
    if (ownEnterprise !== undefined) form.setFieldValue('enterpriseId', String(ownEnterprise));
  }, [ownEnterprise, form]);
  const [edited, setEdited] = useState(false);
  useUnsavedChanges(edited);
  const startOver = () => {
    form.resetFields();
    if (ownEnterprise !== undefined) form.setFieldValue('enterpriseId', String(ownEnterprise));
    setEdited(false);
  };

  const create = useMutation({
    mutationFn: (values: CreateOrderValues) =>
      client.order.order.add({
        enterpriseId: Number(values.enterpriseId),
        customerName: values.customerName.trim(),
        customerMobile: values.customerMobile,
        provinceCode: values.provinceCode,
        cityCode: values.cityCode,
        areaCode: values.areaCode,
        detailedAddress: values.detailedAddress.trim(),
        installType: values.installType,
        orderTypeId: Number(values.orderTypeId),
        number: values.number,
        remark: values.remark?.trim() ?? '',
        infoList: (values.infoList ?? []).map((info) => ({
          infoName: info.infoName.trim(),
          infoValue: (info.infoValue ?? '').trim(),
        })),
      }),
    onSuccess: (created) => {
      void message.success(t('create.success'));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      startOver();
      const next = detailsPath ? `${detailsPath}?orderId=${created.orderId}` : listPath;
      if (next) void navigate(next);
    },
    onError: (error) => void message.error(serverMessageOf(error) ?? ui('list.systemError')),
  });

  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  return (
    <Card title={t('create.title')}>
      <Form<CreateOrderValues>
        form={form}
        name="createOrder"
        layout="vertical"
        initialValues={{ number: 1, infoList: [] }}
        onFinish={(values) => create.mutate(values)}
        onValuesChange={() => setEdited(true)}
        style={{ maxWidth: 960 }}
      >
        <Row gutter={16}>
          {/* An enterprise user's own enterprise is set for them: the field stays, unseen. */}
          <Col {...half} style={enterpriseUser ? { display: 'none' } : undefined}>
            <Form.Item
              name="enterpriseId"
              label={t('field.enterprise')}
              rules={required(t('create.enterpriseRequired'))}
              hidden={enterpriseUser}
            >
              <EnterpriseSelect
                placeholder={t('create.enterpriseRequired')}
                onChange={() => form.setFieldsValue({ installType: undefined, orderTypeId: undefined })}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="customerName"
              label={t('field.customerName')}
              rules={required(t('create.customerNameRequired'))}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="customerMobile"
              label={t('field.customerMobile')}
              rules={[
                { required: true, message: t('create.mobileRequired') },
                { pattern: MOBILE, message: t('create.mobileInvalid') },
              ]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="provinceCode"
              label={t('field.province')}
              rules={required(t('create.provinceRequired'))}
            >
              <RegionSelect
                level="province"
                names={REGION_NAMES}
                placeholder={t('create.provinceRequired')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="cityCode" label={t('field.city')} rules={required(t('create.cityRequired'))}>
              <RegionSelect level="city" names={REGION_NAMES} placeholder={t('create.cityRequired')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="areaCode" label={t('field.area')} rules={required(t('create.areaRequired'))}>
              <RegionSelect level="area" names={REGION_NAMES} placeholder={t('create.areaRequired')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="detailedAddress"
              label={t('field.detailedAddress')}
              rules={required(t('create.addressRequired'))}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="installType"
              label={t('field.installType')}
              rules={required(t('create.installTypeRequired'))}
            >
              <Select<string>
                disabled={enterpriseId === null}
                loading={tree.isFetching}
                status={tree.isError ? 'error' : undefined}
                placeholder={
                  enterpriseId === null ? t('create.chooseEnterpriseFirst') : t('create.installTypeRequired')
                }
                options={installTypes.map((node) => ({ value: node.value, label: node.label }))}
                onChange={() => form.setFieldValue('orderTypeId', undefined)}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="orderTypeId"
              label={t('field.orderType')}
              rules={required(t('create.orderTypeRequired'))}
            >
              <Select<string>
                disabled={!installType}
                placeholder={t('create.orderTypeRequired')}
                options={orderTypes.map((node) => ({ value: node.value, label: node.label }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="number"
              label={t('field.number')}
              rules={[{ required: true, message: t('create.numberRequired') }]}
            >
              <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('field.remark')}>
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('create.infoRows')}>
              <InfoRowsField />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
          <Button onClick={startOver}>{t('create.reset')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
