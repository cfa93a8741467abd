import {
  BUSINESS_MAX_QUANTITY,
  BUSINESS_TEXT_MAX,
  BUSINESS_TITLE_MAX,
  type BusinessLead,
  MAX_MONEY,
} from '@onsite/domain';
import { DictSelect, FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { ProvinceSelect } from '../../enterprises/referenceSelects';
import { customerBusinessTexts } from '../texts';

interface Values {
  title: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  provinceCode: string;
  installType: string;
  quantity: number;
  amount: number;
  nextFollowDate?: Dayjs | null;
  remark?: string;
}

export interface LeadFormModalProps {
  open: boolean;
  /** The opportunity edited; null adds one. */
  lead: BusinessLead | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增商机 / 编辑商机 (D60): the company, its contact, the batch (province, install type, units, value), the next follow-up. */
export function LeadFormModal({ open, lead, onClose, onSaved }: LeadFormModalProps) {
  const { t } = useAreaTexts(customerBusinessTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo<Partial<Values>>(
    () =>
      lead === null
        ? { quantity: 1, amount: 0 }
        : {
            title: lead.title,
            companyName: lead.companyName,
            contactName: lead.contactName,
            contactPhone: lead.contactPhone,
            provinceCode: lead.provinceCode,
            installType: lead.installType,
            quantity: lead.quantity,
            amount: lead.amount,
            nextFollowDate: lead.nextFollowDate === null ? null : dayjs(lead.nextFollowDate),
            remark: lead.remark,
          },
    [lead],
  );
  const submit = (values: Values) => {
    const form = {
      title: values.title.trim(),
      companyName: values.companyName.trim(),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      provinceCode: values.provinceCode,
      installType: values.installType,
      quantity: values.quantity,
      amount: values.amount,
      nextFollowDate: values.nextFollowDate ? values.nextFollowDate.format('YYYY-MM-DD') : null,
      remark: (values.remark ?? '').trim(),
    };
    return lead === null
      ? client.order.business.add(form)
      : client.order.business.edit({ leadId: lead.leadId, ...form });
  };
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <FormModal<Values>
      open={open}
      title={lead === null ? t('business.addTitle') : t('business.editTitle')}
      name="businessLead"
      initialValues={initialValues}
      onSubmit={submit}
      successText={lead === null ? t('business.added') : t('business.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true, width: 640 }}
    >
      <Form.Item name="title" label={t('business.title')} rules={required(t('business.titleRequired'))}>
        <Input maxLength={BUSINESS_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('business.company')}
        rules={required(t('business.companyRequired'))}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('business.contact')}
        rules={required(t('business.contactRequired'))}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('business.contactPhone')}
        rules={required(t('business.phoneRequired'))}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="provinceCode"
        label={t('business.province')}
        rules={[{ required: true, message: t('business.provinceRequired') }]}
      >
        <ProvinceSelect />
      </Form.Item>
      <Form.Item
        name="installType"
        label={t('business.installType')}
        rules={[{ required: true, message: t('business.installTypeRequired') }]}
      >
        <DictSelect dictType="install_type" />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('business.quantity')}
        rules={[{ required: true, message: t('business.quantityRequired') }]}
      >
        <InputNumber<number> min={1} max={BUSINESS_MAX_QUANTITY} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="amount" label={t('business.amount')}>
        <InputNumber<number> min={0} max={MAX_MONEY} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="nextFollowDate" label={t('business.nextFollow')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('business.remark')}>
        <Input.TextArea rows={2} maxLength={BUSINESS_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
