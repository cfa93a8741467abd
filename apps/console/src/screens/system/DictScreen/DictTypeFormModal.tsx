import type { DictType } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { systemTexts } from '../texts';
import { useFormSubmit } from '../useFormSubmit';

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
  const [form] = Form.useForm<DictTypeForm>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (dictType) form.setFieldsValue(dictType);
  }, [open, dictType, form]);

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      const fields = {
        dictName: values.dictName.trim(),
        dictType: values.dictType.trim(),
        status: values.status,
        remark: values.remark?.trim() ?? '',
      };
      if (dictType) await client.system.dict.type.edit({ dictId: dictType.dictId, ...fields });
      else await client.system.dict.type.add(fields);
    },
    {
      successText: t(dictType ? 'common.edited' : 'common.added'),
      systemError: t('common.systemError'),
      onSaved,
    },
  );

  return (
    <Modal
      open={open}
      title={dictType ? t('dict.editTitle') : t('dict.addTitle')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
    >
      <Form<DictTypeForm> form={form} name="dictType" layout="vertical" initialValues={{ status: '0' }}>
        <Form.Item
          name="dictName"
          label={t('dict.dictName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.required', { label: t('dict.dictName') }),
            },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={t('dict.dictType')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.required', { label: t('dict.dictType') }),
            },
            { pattern: DICT_TYPE, message: t('dict.typeRule') },
          ]}
        >
          <Input maxLength={100} />
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
