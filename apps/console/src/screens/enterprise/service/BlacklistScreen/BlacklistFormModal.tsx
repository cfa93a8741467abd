import { BLACKLIST_ADDRESS_MAX, type BlacklistRow, SERVICE_TEXT_MAX } from '@onsite/domain';
import { FormModal, RegionSelect, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { enterpriseServiceTexts } from '../texts';

/** The phone rule of the server (BlacklistPhoneSchema): digits and `-`, 7–20 characters, a digit first. */
const PHONE = /^[0-9][0-9-]{6,19}$/;
const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

interface BlacklistForm {
  enterpriseId?: string;
  customerName?: string;
  phone?: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  detailedAddress?: string;
  reason: string;
  remark?: string;
}

/** What the form edits: a new entry, an entry, or nothing (closed). */
export type BlacklistEditing = { kind: 'new' } | { kind: 'edit'; row: BlacklistRow } | null;

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * 新增 / 编辑 of a blacklist entry (D62): a phone, an address (the whole region and a detailed address)
 * or both, and the reason. Staff choose the enterprise of a new entry; an enterprise user's are their
 * own. The server keeps a phone or an address once per enterprise and says so.
 */
export function BlacklistFormModal({
  editing,
  ownEnterprise,
  onSaved,
  onCancel,
}: {
  editing: BlacklistEditing;
  /** The enterprise of an enterprise user; null for staff, who choose. */
  ownEnterprise: number | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const edited = editing?.kind === 'edit' ? editing.row : null;
  const initialValues = useMemo<Partial<BlacklistForm>>(
    () =>
      edited
        ? {
            customerName: edited.customerName,
            phone: edited.phone,
            ...(edited.areaCode === ''
              ? {}
              : { provinceCode: edited.provinceCode, cityCode: edited.cityCode, areaCode: edited.areaCode }),
            detailedAddress: edited.detailedAddress,
            reason: edited.reason,
            remark: edited.remark,
          }
        : {},
    [edited],
  );

  const save = async (values: BlacklistForm) => {
    const body = {
      customerName: text(values.customerName),
      phone: text(values.phone),
      provinceCode: values.provinceCode ?? '',
      cityCode: values.cityCode ?? '',
      areaCode: values.areaCode ?? '',
      detailedAddress: text(values.detailedAddress),
      reason: text(values.reason),
      remark: text(values.remark),
    };
    if (edited) await client.enterprise.blacklist.update({ blacklistId: edited.blacklistId, ...body });
    else
      await client.enterprise.blacklist.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        ...body,
      });
  };

  /** A phone or a whole address: checked on the phone item, again when the address changes. */
  const phoneOrAddress = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      const phone = text(getFieldValue('phone') as string | undefined);
      const address = text(getFieldValue('detailedAddress') as string | undefined);
      if (phone === '' && address === '') throw new Error(t('blacklist.phoneOrAddress'));
    },
  });
  const wholeAddress = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      const parts = ['provinceCode', 'cityCode', 'areaCode', 'detailedAddress'].map((name) =>
        text(getFieldValue(name) as string | undefined),
      );
      if (parts.some((part) => part !== '') && parts.some((part) => part === ''))
        throw new Error(t('blacklist.addressIncomplete'));
    },
  });

  return (
    <FormModal<BlacklistForm>
      open={editing !== null}
      title={edited ? t('blacklist.editTitle') : t('blacklist.addTitle')}
      name="blacklistForm"
      initialValues={initialValues as BlacklistForm}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      {edited ? (
        <Form.Item label={t('common.enterprise')}>
          <Typography.Text>{edited.enterpriseName}</Typography.Text>
        </Form.Item>
      ) : (
        ownEnterprise === null && (
          <Form.Item
            name="enterpriseId"
            label={t('common.enterprise')}
            rules={[{ required: true, message: t('common.chooseEnterprise') }]}
          >
            <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
          </Form.Item>
        )
      )}
      <Form.Item name="customerName" label={t('blacklist.customerName')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('blacklist.phone')}
        dependencies={['detailedAddress']}
        rules={[{ pattern: PHONE, message: t('blacklist.phoneInvalid') }, phoneOrAddress]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="provinceCode" label={t('blacklist.province')}>
        <RegionSelect level="province" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item name="cityCode" label={t('blacklist.city')}>
        <RegionSelect level="city" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item name="areaCode" label={t('blacklist.area')}>
        <RegionSelect level="area" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item
        name="detailedAddress"
        label={t('blacklist.detailedAddress')}
        dependencies={['provinceCode', 'cityCode', 'areaCode']}
        rules={[wholeAddress]}
      >
        <Input maxLength={BLACKLIST_ADDRESS_MAX} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('blacklist.reason')}
        rules={[{ required: true, whitespace: true, message: t('blacklist.reasonRequired') }]}
      >
        <Input.TextArea maxLength={SERVICE_TEXT_MAX} rows={2} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
