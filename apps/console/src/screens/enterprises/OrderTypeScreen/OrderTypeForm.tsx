import type { OrderType } from '@onsite/domain';
import { DictSelect, serverMessageOf, useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { Button, Form, Input, InputNumber, Popconfirm, Radio, Space } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterprisesTexts } from '../texts';

type OrderTypeFields = Omit<OrderType, 'orderTypeId'>;

export interface OrderTypeFormProps {
  /** The order type edited, or the install type a new one goes under. */
  target: { kind: 'edit'; orderType: OrderType } | { kind: 'new'; installType?: string };
  /** Whether the user may save and delete (user type '00'); otherwise the form only shows. */
  editable: boolean;
  /** Called after a save (with the order type's id) or a delete (with null). */
  onChanged: (orderTypeId: number | null) => void;
}

/**
 * The form of one order type (`/basicdata/orderType/save`, `/update`, `/del`): name, install type,
 * sort order, status and remark. Bad input sends nothing; the server's refusal (a name used twice,
 * an order type used by guarantee settings) shows its message and keeps what was typed.
 */
export function OrderTypeForm({ target, editable, onChanged }: OrderTypeFormProps) {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<OrderTypeFields>();
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const calls = client.basicdata.orderType;
  const initial: Partial<OrderTypeFields> =
    target.kind === 'edit'
      ? target.orderType
      : { installType: target.installType, orderNum: 0, status: '0', remark: '' };

  const run = async (action: 'save' | 'remove', call: () => Promise<number | null>, done: string) => {
    setBusy(action);
    try {
      const id = await call();
      void message.success(done);
      onChanged(id);
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('enterprise.systemError'));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const fields = { ...values, typeName: values.typeName.trim(), remark: values.remark ?? '' };
    await run(
      'save',
      async () => {
        if (target.kind === 'new') return calls.save(fields);
        await calls.update({ orderTypeId: target.orderType.orderTypeId, ...fields });
        return target.orderType.orderTypeId;
      },
      t('orderType.saved'),
    );
  };

  return (
    <Form<OrderTypeFields>
      form={form}
      name="orderType"
      layout="vertical"
      initialValues={initial}
      disabled={!editable}
      style={{ maxWidth: 520 }}
    >
      <Form.Item
        name="typeName"
        label={t('orderType.typeName')}
        rules={[{ required: true, whitespace: true, message: t('orderType.typeNameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="installType"
        label={t('orderType.installType')}
        rules={[{ required: true, message: t('orderType.installTypeRequired') }]}
      >
        <DictSelect dictType="install_type" allowClear={false} />
      </Form.Item>
      <Form.Item
        name="orderNum"
        label={t('orderType.orderNum')}
        rules={[{ required: true, message: t('orderType.orderNumRequired') }]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('orderType.status')}>
        <Radio.Group
          options={[
            { value: '0', label: t('orderType.enabled') },
            { value: '1', label: t('orderType.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('orderType.remark')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
      {editable && (
        <Space>
          <Button
            type="primary"
            loading={busy === 'save'}
            disabled={busy === 'remove'}
            onClick={() => void save()}
          >
            {t('orderType.save')}
          </Button>
          {target.kind === 'edit' && (
            <Popconfirm
              title={t('orderType.confirmRemove')}
              onConfirm={() =>
                run(
                  'remove',
                  async () => {
                    await calls.del({ orderTypeId: target.orderType.orderTypeId });
                    return null;
                  },
                  t('orderType.removedDone'),
                )
              }
            >
              <Button danger loading={busy === 'remove'} disabled={busy === 'save'}>
                {t('orderType.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Form>
  );
}
