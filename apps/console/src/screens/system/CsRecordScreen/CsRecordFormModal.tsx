import {
  CS_CHANNELS,
  CS_FOLLOW_STATES,
  type CsChannel,
  type CsFollowState,
  type CsRecord,
  DATETIME_FORMAT,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { csRecordTexts } from './texts';

interface CsRecordForm {
  orderNo: string;
  customerName: string;
  customerMobile?: string;
  channel: CsChannel;
  contactTime: Dayjs;
  summary: string;
  followState: CsFollowState;
  followNote?: string;
}

export interface CsRecordFormModalProps {
  /** The record to edit, `'new'` to add one; null keeps the dialog closed. */
  editing: CsRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

const MOBILE = /^1[3-9]\d{9}$/;

/**
 * 新增 / 修改客服记录 (D64): the order by its number, the customer, how and when, what was said, and where the
 * follow-up stands (closing it needs its result). The server checks the order, the time and the rest again.
 */
export function CsRecordFormModal({ editing, onClose, onSaved }: CsRecordFormModalProps) {
  const { t } = useAreaTexts(csRecordTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<CsRecordForm>();
  const followState = Form.useWatch('followState', form);
  const record = editing === 'new' ? null : editing;
  const initialValues = useMemo<Partial<CsRecordForm>>(
    () =>
      record
        ? {
            orderNo: record.orderNo,
            customerName: record.customerName,
            customerMobile: record.customerMobile,
            channel: record.channel,
            contactTime: dayjs(record.contactTime),
            summary: record.summary,
            followState: record.followState,
            followNote: record.followNote,
          }
        : { channel: 'phone', followState: 'pending', contactTime: dayjs().second(0) },
    [record],
  );

  const save = async (values: CsRecordForm) => {
    const fields = {
      orderNo: values.orderNo.trim(),
      customerName: values.customerName.trim(),
      customerMobile: (values.customerMobile ?? '').trim(),
      channel: values.channel,
      contactTime: values.contactTime.format(DATETIME_FORMAT),
      summary: values.summary.trim(),
      followState: values.followState,
      followNote: (values.followNote ?? '').trim(),
    };
    if (record) await client.system.csRecord.edit({ recordId: record.recordId, ...fields });
    else await client.system.csRecord.add(fields);
  };

  return (
    <FormModal<CsRecordForm>
      open={editing !== null}
      title={record ? t('editTitle') : t('addTitle')}
      name="csRecord"
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      successText={t('saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      <Form.Item
        name="orderNo"
        label={t('orderNo')}
        rules={[{ required: true, whitespace: true, message: t('required', { label: t('orderNo') }) }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="customerName"
        label={t('customerName')}
        rules={[{ required: true, whitespace: true, message: t('required', { label: t('customerName') }) }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="customerMobile"
        label={t('customerMobile')}
        rules={[{ pattern: MOBILE, message: t('mobileFormat') }]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="channel" label={t('channel')}>
        <Select options={CS_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="contactTime"
        label={t('contactTime')}
        rules={[{ required: true, message: t('chooseRequired', { label: t('contactTime') }) }]}
      >
        <DatePicker showTime format={DATETIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="summary"
        label={t('summary')}
        rules={[{ required: true, whitespace: true, message: t('required', { label: t('summary') }) }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="followState" label={t('followState')}>
        <Select options={CS_FOLLOW_STATES.map((value) => ({ value, label: t(`followStates.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="followNote"
        label={t('followNote')}
        rules={
          followState === 'closed' ? [{ required: true, whitespace: true, message: t('noteRequired') }] : []
        }
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
