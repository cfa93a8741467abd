import type { DictType } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RemarkField, StatusField, typedRule } from '../formFields';
import { systemTexts } from '../texts';

/** A dictionary type as the server accepts it. */
const DICT_TYPE = /^[a-z][a-z0-9_]*$/;

interface DictTypeForm {
  dictName: string;
  dictType: string;
  status: DictType['status'];
  remark?: string;
}

export interface DictTypeFormModalProps {
  open: boolean;
  /** The type to edit; none adds one. */
  dictType: DictType | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增字典类型 / 修改字典类型. */
export function DictTypeFormModal({ open, dictType, onClose, onSaved }: DictTypeFormModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo(() => ({ status: '0' as const, ...dictType }), [dictType]);

  const save = async (values: DictTypeForm) => {
    const fields = {
      dictName: values.dictName.trim(),
      dictType: values.dictType.trim(),
      status: values.status,
      remark: values.remark?.trim() ?? '',
    };
    if (dictType) await client.system.dict.type.edit({ dictId: dictType.dictId, ...fields });
    else await client.system.dict.type.add(fields);
  };

  return (
    <FormModal<DictTypeForm>
      open={open}
      title={dictType ? t('dict.editTitle') : t('dict.addTitle')}
      name="dictType"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(dictType ? 'common.edited' : 'common.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      <Form.Item name="dictName" label={t('dict.dictName')} rules={[typedRule(t, t('dict.dictName'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('dict.dictType')}
        rules={[typedRule(t, t('dict.dictType')), { pattern: DICT_TYPE, message: t('dict.typeRule') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <StatusField t={t} />
      <RemarkField t={t} />
    </FormModal>
  );
}
