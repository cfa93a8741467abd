import type { DictData } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RemarkField, StatusField, typedRule } from '../formFields';
import { systemTexts } from '../texts';

interface DictDataForm {
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  status: DictData['status'];
  remark?: string;
}

export interface DictDataFormModalProps {
  open: boolean;
  /** The dictionary the entry belongs to. */
  dictType: string;
  /** The entry to edit; none adds one. */
  entry: DictData | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增字典数据 / 修改字典数据: label, value, order, status. */
export function DictDataFormModal({ open, dictType, entry, onClose, onSaved }: DictDataFormModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo(() => ({ dictSort: 0, status: '0' as const, ...entry }), [entry]);

  const save = async (values: DictDataForm) => {
    const fields = {
      dictType,
      dictLabel: values.dictLabel.trim(),
      dictValue: values.dictValue.trim(),
      dictSort: values.dictSort,
      status: values.status,
      remark: values.remark?.trim() ?? '',
    };
    if (entry) await client.system.dict.data.edit({ dictCode: entry.dictCode, ...fields });
    else await client.system.dict.data.add(fields);
  };

  return (
    <FormModal<DictDataForm>
      open={open}
      title={entry ? t('dict.editDataTitle') : t('dict.addDataTitle')}
      name="dictData"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(entry ? 'common.edited' : 'common.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      <Form.Item name="dictLabel" label={t('dict.dictLabel')} rules={[typedRule(t, t('dict.dictLabel'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="dictValue" label={t('dict.dictValue')} rules={[typedRule(t, t('dict.dictValue'))]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="dictSort"
        label={t('dict.dictSort')}
        rules={[{ required: true, message: t('common.required', { label: t('dict.dictSort') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <StatusField t={t} />
      <RemarkField t={t} />
    </FormModal>
  );
}
