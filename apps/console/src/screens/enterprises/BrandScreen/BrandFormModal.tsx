import { BRAND_NAME_MAX, type BrandRow } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterprisesTexts } from '../texts';

interface BrandForm {
  brandName: string;
  remark?: string;
}

export interface BrandFormModalProps {
  /** A new brand, the brand edited, or null while closed. */
  editing: { kind: 'new' } | { kind: 'edit'; brand: BrandRow } | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** 新增品牌 / 编辑品牌 (D40): a required name (the server keeps it unique) and a remark. */
export function BrandFormModal({ editing, onSaved, onCancel }: BrandFormModalProps) {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const edited = editing?.kind === 'edit' ? editing.brand : null;
  const initialValues = useMemo(() => ({ brandName: edited?.brandName, remark: edited?.remark }), [edited]);

  const save = async (values: BrandForm) => {
    const body = { brandName: values.brandName.trim(), remark: (values.remark ?? '').trim() };
    if (edited) await client.enterprise.brand.update({ brandId: edited.brandId, ...body });
    else await client.enterprise.brand.add(body);
  };

  return (
    <FormModal<BrandForm>
      open={editing !== null}
      title={edited ? t('brand.editTitle') : t('brand.addTitle')}
      name="brandForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('brand.saved') : t('brand.added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('brand.ok'), destroyOnHidden: true }}
    >
      <Form.Item
        name="brandName"
        label={t('brand.brandName')}
        rules={[{ required: true, whitespace: true, message: t('brand.brandNameRequired') }]}
      >
        <Input maxLength={BRAND_NAME_MAX} />
      </Form.Item>
      <Form.Item name="remark" label={t('brand.remark')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
