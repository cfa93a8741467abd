import type { SystemParameter } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { runtimeTexts } from '../texts';
import { PARAMETER_TEXT, valueText } from './parameterText';

interface ParameterForm {
  value: number | boolean | string;
}

export interface ParameterFormModalProps {
  /** The parameter edited, or null while closed. */
  parameter: SystemParameter | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * 修改参数 (D43): the value in the input of its type — a whole number within its bounds, a switch,
 * a text — checked here and again by the server, which takes it into use at once.
 */
export function ParameterFormModal({ parameter, onSaved, onCancel }: ParameterFormModalProps) {
  const { t } = useAreaTexts(runtimeTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo(() => ({ value: parameter?.value }), [parameter]);
  const textKey = parameter ? PARAMETER_TEXT[parameter.key] : '';

  const save = async (values: ParameterForm) => {
    if (!parameter) return;
    const value = typeof values.value === 'string' ? values.value.trim() : String(values.value);
    await client.system.config.edit({ key: parameter.key, value });
  };

  const min = parameter?.min ?? undefined;
  const max = parameter?.max ?? undefined;
  return (
    <FormModal<ParameterForm>
      open={parameter !== null}
      title={t('config.editTitle')}
      name="parameterForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={t('config.saved')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('config.save'), destroyOnHidden: true }}
    >
      {parameter && (
        <>
          <Form.Item label={t('config.column.name')}>
            {t(`config.name.${textKey}`)} <code>{parameter.key}</code>
          </Form.Item>
          {parameter.type === 'boolean' ? (
            <Form.Item
              name="value"
              label={t('config.value')}
              valuePropName="checked"
              extra={t(`config.hint.${textKey}`)}
            >
              <Switch checkedChildren={t('config.on')} unCheckedChildren={t('config.off')} />
            </Form.Item>
          ) : parameter.type === 'number' ? (
            <Form.Item
              name="value"
              label={t('config.value')}
              extra={`${t(`config.hint.${textKey}`)}（${t('config.bounds', {
                min,
                max,
                defaultValue: valueText(t, parameter, parameter.defaultValue),
              })}）`}
              rules={[
                { required: true, message: t('config.required') },
                {
                  type: 'integer',
                  min,
                  max,
                  message: t('config.rangeMessage', { min, max }),
                },
              ]}
            >
              <InputNumber style={{ width: 200 }} />
            </Form.Item>
          ) : (
            <Form.Item
              name="value"
              label={t('config.value')}
              extra={t(`config.hint.${textKey}`)}
              rules={[{ required: true, whitespace: true, message: t('config.required') }]}
            >
              <Input maxLength={max ?? 200} />
            </Form.Item>
          )}
        </>
      )}
    </FormModal>
  );
}
