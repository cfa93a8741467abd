import { BLACKLIST_ADDRESS_MAX, type EnterpriseCustomerRow } from '@onsite/domain';
import { FormModal, RegionSelect, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { enterpriseServiceTexts } from '../texts';

/** The phone rule of the server: digits and `-`, 7–20 characters, a digit first. */
const PHONE = /^[0-9][0-9-]{6,19}$/;
const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

interface CustomerForm {
  enterpriseId?: string;
  phone?: string;
  customerName: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  detailedAddress?: string;
  remark?: string;
}

/** What the form edits: a new customer, a customer, or nothing (closed). */
export type CustomerEditing = { kind: 'new' } | { kind: 'edit'; row: EnterpriseCustomerRow } | null;

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * 新增客户 / 编辑 of the customer database (D62): a new customer's phone (who they are: it does not change
 * afterwards), the name, an optional whole address and a remark. The server refuses a phone already there.
 */
export function CustomerFormModal({
  editing,
  ownEnterprise,
  onSaved,
  onCancel,
}: {
  editing: CustomerEditing;
  ownEnterprise: number | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const edited = editing?.kind === 'edit' ? editing.row : null;
  const initialValues = useMemo<Partial<CustomerForm>>(
    () =>
      edited
        ? {
            customerName: edited.customerName,
            ...(edited.areaCode === ''
              ? {}
              : { provinceCode: edited.provinceCode, cityCode: edited.cityCode, areaCode: edited.areaCode }),
            detailedAddress: edited.detailedAddress,
            remark: edited.remark,
          }
        : {},
    [edited],
  );

  const save = async (values: CustomerForm) => {
    const body = {
      customerName: text(values.customerName),
      provinceCode: values.provinceCode ?? '',
      cityCode: values.cityCode ?? '',
      areaCode: values.areaCode ?? '',
      detailedAddress: text(values.detailedAddress),
      remark: text(values.remark),
    };
    if (edited) await client.enterprise.customerDatabase.update({ customerId: edited.customerId, ...body });
    else
      await client.enterprise.customerDatabase.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        phone: text(values.phone),
        ...body,
      });
  };

  const wholeAddress = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      const parts = ['provinceCode', 'cityCode', 'areaCode', 'detailedAddress'].map((name) =>
        text(getFieldValue(name) as string | undefined),
      );
      if (parts.some((part) => part !== '') && parts.some((part) => part === ''))
        throw new Error(t('database.addressIncomplete'));
    },
  });

  return (
    <FormModal<CustomerForm>
      open={editing !== null}
      title={edited ? t('database.editTitle') : t('database.addTitle')}
      name="customerForm"
      initialValues={initialValues as CustomerForm}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      {edited ? (
        <>
          <Form.Item label={t('common.enterprise')}>
            <Typography.Text>{edited.enterpriseName}</Typography.Text>
          </Form.Item>
          <Form.Item label={t('database.phone')} extra={t('database.phoneFixed')}>
            <Typography.Text>{edited.phone}</Typography.Text>
          </Form.Item>
        </>
      ) : (
        <>
          {ownEnterprise === null && (
            <Form.Item
              name="enterpriseId"
              label={t('common.enterprise')}
              rules={[{ required: true, message: t('common.chooseEnterprise') }]}
            >
              <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
            </Form.Item>
          )}
          <Form.Item
            name="phone"
            label={t('database.phone')}
            rules={[
              { required: true, whitespace: true, message: t('database.phoneRequired') },
              { pattern: PHONE, message: t('database.phoneInvalid') },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="customerName"
        label={t('database.customerName')}
        rules={[{ required: true, whitespace: true, message: t('database.customerNameRequired') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="provinceCode" label={t('database.province')}>
        <RegionSelect level="province" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item name="cityCode" label={t('database.city')}>
        <RegionSelect level="city" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item name="areaCode" label={t('database.area')}>
        <RegionSelect level="area" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item
        name="detailedAddress"
        label={t('database.detailedAddress')}
        dependencies={['provinceCode', 'cityCode', 'areaCode']}
        rules={[wholeAddress]}
      >
        <Input maxLength={BLACKLIST_ADDRESS_MAX} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
