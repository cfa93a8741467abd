import type { ProductModel } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterpriseScreenKeys } from '../queryKeys';
import { enterprisesTexts } from '../texts';

interface ModelForm {
  brandId: number;
  modelName: string;
  modelCode?: string;
  remark?: string;
}

export interface ModelFormModalProps {
  /** A new model (under a brand, when one is chosen), the model edited, or null while closed. */
  editing: { kind: 'new'; brandId?: number } | { kind: 'edit'; model: ProductModel } | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * 新增型号 / 编辑型号 (`addModel`, `editModel`): brand (the enabled brands of `selectBrand`; an
 * edited model keeps its brand even when that brand is disabled), name, code and remark.
 */
export function ModelFormModal({ editing, onSaved, onCancel }: ModelFormModalProps) {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const edited = editing?.kind === 'edit' ? editing.model : null;
  const brands = useQuery({
    queryKey: [...enterpriseScreenKeys.models, 'selectBrand'],
    queryFn: ({ signal }) => client.enterprise.brand.selectBrand({}, { signal }),
    enabled: editing !== null,
  });
  const options = useMemo(() => {
    const list = (brands.data ?? []).map((brand) => ({ value: brand.brandId, label: brand.brandName }));
    if (edited && !list.some((option) => option.value === edited.brandId))
      list.push({ value: edited.brandId, label: edited.brandName });
    return list;
  }, [brands.data, edited]);
  const initialValues = useMemo(
    () =>
      edited
        ? {
            brandId: edited.brandId,
            modelName: edited.modelName,
            modelCode: edited.modelCode,
            remark: edited.remark,
          }
        : { brandId: editing?.kind === 'new' ? editing.brandId : undefined },
    [edited, editing],
  );

  const save = async (values: ModelForm) => {
    const body = {
      brandId: values.brandId,
      modelName: values.modelName.trim(),
      modelCode: (values.modelCode ?? '').trim(),
      remark: (values.remark ?? '').trim(),
    };
    if (edited) await client.enterprise.model.editModel({ modelId: edited.modelId, ...body });
    else await client.enterprise.model.addModel(body);
  };

  return (
    <FormModal<ModelForm>
      open={editing !== null}
      title={edited ? t('model.editTitle') : t('model.addTitle')}
      name="modelForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('model.saved') : t('model.added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('model.ok'), destroyOnHidden: true }}
    >
      <Form.Item
        name="brandId"
        label={t('model.brandName')}
        rules={[{ required: true, message: t('model.brandRequired') }]}
      >
        <Select options={options} loading={brands.isPending} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="modelName"
        label={t('model.modelName')}
        rules={[{ required: true, whitespace: true, message: t('model.modelNameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="modelCode" label={t('model.modelCode')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="remark" label={t('model.remark')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
