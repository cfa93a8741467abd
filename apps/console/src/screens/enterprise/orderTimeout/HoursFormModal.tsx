import { ORDER_TIMEOUT_HOURS_MAX, ORDER_TIMEOUT_HOURS_MIN, type OrderTimeoutHours } from '@onsite/domain';
import { FormModal } from '@onsite/ui';
import { Form, InputNumber, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { orderTimeoutTexts } from './texts';

type HoursForm = Partial<OrderTimeoutHours>;

/** What the dialog edits: an enterprise's timeouts, the platform default, or nothing (closed). */
export type HoursEditing =
  | { kind: 'enterprise'; enterpriseId: number; enterpriseName: string; hours: OrderTimeoutHours }
  | { kind: 'platform'; hours: OrderTimeoutHours }
  | null;

const FIELDS = ['dispatchHours', 'arrivalHours', 'finishHours'] as const;

/**
 * 设置 an enterprise's timeouts or 修改平台默认 (D65): three whole numbers of hours, 1–720 each. A value out of range
 * is refused here and again by the server, which answers with its message (the dialog stays open).
 */
export function HoursFormModal({
  editing,
  onSubmit,
  onSaved,
  onCancel,
}: {
  editing: HoursEditing;
  onSubmit: (hours: OrderTimeoutHours) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(orderTimeoutTexts);
  const [form] = Form.useForm<HoursForm>();
  const title =
    editing?.kind === 'enterprise'
      ? t('timeouts.editTitle', { name: editing.enterpriseName })
      : t('platform.editTitle');
  return (
    <FormModal<HoursForm>
      open={editing !== null}
      form={form}
      title={title}
      name="orderTimeoutForm"
      initialValues={editing?.hours}
      onSubmit={(values) =>
        onSubmit({
          dispatchHours: values.dispatchHours ?? 0,
          arrivalHours: values.arrivalHours ?? 0,
          finishHours: values.finishHours ?? 0,
        })
      }
      successText={editing?.kind === 'enterprise' ? t('timeouts.saved') : t('platform.saved')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('timeouts.form.hint')}</Typography.Paragraph>
      {FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`timeouts.form.${field}`)}
          rules={[
            {
              required: true,
              type: 'integer',
              min: ORDER_TIMEOUT_HOURS_MIN,
              max: ORDER_TIMEOUT_HOURS_MAX,
              message: t('timeouts.form.required'),
            },
          ]}
        >
          <InputNumber<number> precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ))}
    </FormModal>
  );
}
