import type { DictData } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { systemTexts } from '../texts';
import { useFormSubmit } from '../useFormSubmit';

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
  const [form] = Form.useForm<DictDataForm>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (entry) form.setFieldsValue(entry);
  }, [open, entry, form]);

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
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
    },
    {
      successText: t(entry ? 'common.edited' : 'common.added'),
      systemError: t('common.systemError'),
      onSaved,
    },
  );

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { label }),
  });
  return (
    <Modal
      open={open}
      title={entry ? t('dict.editDataTitle') : t('dict.addDataTitle')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
    >
      <Form<DictDataForm>
        form={form}
        name="dictData"
        layout="vertical"
        initialValues={{ dictSort: 0, status: '0' }}
      >
        <Form.Item name="dictLabel" label={t('dict.dictLabel')} rules={[required(t('dict.dictLabel'))]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="dictValue" label={t('dict.dictValue')} rules={[required(t('dict.dictValue'))]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="dictSort"
          label={t('dict.dictSort')}
          rules={[{ required: true, message: t('common.required', { label: t('dict.dictSort') }) }]}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Radio.Group
            options={[
              { value: '0', label: t('common.normal') },
              { value: '1', label: t('common.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
