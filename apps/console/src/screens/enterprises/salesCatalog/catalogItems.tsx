import { CATALOG_CODE_MAX, CATALOG_CONTACT_MAX, CATALOG_NAME_MAX } from '@onsite/domain';
import { Form, Input } from 'antd';
import type { CatalogText } from './CatalogScreen';

/** The phone rule of the server (CatalogPhoneSchema): digits and `-`, 7–20 characters, a digit first. */
const PHONE = /^[0-9][0-9-]{6,19}$/;
/** The code rule of the server (CatalogCodeSchema). */
const CODE = /^[A-Za-z0-9_-]+$/;

/** The required name of an entry (unique in its enterprise: the server says so). */
export function NameItem({ t, entity, name }: { t: CatalogText; entity: string; name: string }) {
  return (
    <Form.Item
      name={name}
      label={t(`${entity}.name`)}
      rules={[{ required: true, whitespace: true, message: t(`${entity}.nameRequired`) }]}
    >
      <Input maxLength={CATALOG_NAME_MAX} />
    </Form.Item>
  );
}

/** The required code of a channel or a source (unique in its enterprise: the server says so). */
export function CodeItem({ t, entity, name }: { t: CatalogText; entity: string; name: string }) {
  return (
    <Form.Item
      name={name}
      label={t(`${entity}.code`)}
      rules={[
        { required: true, whitespace: true, message: t(`${entity}.codeRequired`) },
        { pattern: CODE, message: t('common.codeInvalid') },
      ]}
    >
      <Input maxLength={CATALOG_CODE_MAX} />
    </Form.Item>
  );
}

/** The contact person and their phone of a shop or a supplier. */
export function ContactItems({ t }: { t: CatalogText }) {
  return (
    <>
      <Form.Item
        name="contactName"
        label={t('common.contactName')}
        rules={[{ required: true, whitespace: true, message: t('common.contactNameRequired') }]}
      >
        <Input maxLength={CATALOG_CONTACT_MAX} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('common.phone')}
        rules={[
          { required: true, whitespace: true, message: t('common.phoneRequired') },
          { pattern: PHONE, message: t('common.phoneInvalid') },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
    </>
  );
}

/** The remark of any entry. */
export function RemarkItem({ t }: { t: CatalogText }) {
  return (
    <Form.Item name="remark" label={t('common.remark')}>
      <Input.TextArea maxLength={500} rows={2} />
    </Form.Item>
  );
}

/** A form text trimmed (antd keeps what was typed). */
export const trimmed = (value: string | undefined) => (value ?? '').trim();
