import type { DictData, DictLabelTranslations } from '@onsite/domain';
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
  translations?: Partial<DictLabelTranslations>;
}

/** The three translated languages and the text naming each field (D31). */
const TRANSLATED = [
  ['zh-TW', 'dict.labelZhTW'],
  ['en-US', 'dict.labelEnUS'],
  ['pt-BR', 'dict.labelPtBR'],
] as const;

export interface DictDataFormModalProps {
  open: boolean;
  /** The dictionary the entry belongs to. */
  dictType: string;
  /** The entry to edit; none adds one. */
  entry: DictData | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增字典数据 / 修改字典数据: the zh-CN label and its translations (D31: a language left empty reads
 * zh-CN), value, order, status.
 */
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
      translations: {
        'zh-TW': values.translations?.['zh-TW']?.trim() ?? '',
        'en-US': values.translations?.['en-US']?.trim() ?? '',
        'pt-BR': values.translations?.['pt-BR']?.trim() ?? '',
      },
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
      <Form.Item name="dictLabel" label={t('dict.labelZhCN')} rules={[typedRule(t, t('dict.labelZhCN'))]}>
        <Input maxLength={100} />
      </Form.Item>
      {TRANSLATED.map(([locale, label], index) => (
        <Form.Item
          key={locale}
          name={['translations', locale]}
          label={t(label)}
          {...(index === TRANSLATED.length - 1 ? { extra: t('dict.translationsHelp') } : {})}
        >
          <Input maxLength={100} />
        </Form.Item>
      ))}
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
