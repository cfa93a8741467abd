import {
  DATE_FORMAT,
  type IssuedRegistrationCode,
  REGISTRATION_CODE_MAX_DAYS,
  REGISTRATION_CODE_MAX_USES,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { enterpriseSetupTexts } from '../texts';

interface IssueForm {
  enterpriseId?: string;
  expireDay?: Dayjs;
  maxUses?: number;
}

/** The code just issued, with the enterprise it was issued for. */
export type Issued = IssuedRegistrationCode & { enterpriseId: number };

/** Uses offered by default, and days until the offered expiry. */
const DEFAULT_USES = 10;
const DEFAULT_DAYS = 30;

export interface IssueCodeModalProps {
  open: boolean;
  /** The enterprise the list is filtered by, offered first. */
  enterpriseId?: string | undefined;
  /** After the code was issued: the caller shows it once. */
  onIssued: (issued: Issued) => void;
  onCancel: () => void;
}

/**
 * 生成注册码 (D56): an enterprise, the last day the code is valid (through its 23:59:59; from today to
 * 366 days ahead) and how many accounts it may create (1–1000). The server checks the same.
 */
export function IssueCodeModal({ open, enterpriseId, onIssued, onCancel }: IssueCodeModalProps) {
  const { t } = useAreaTexts(enterpriseSetupTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo(
    () => ({
      enterpriseId,
      expireDay: dayjs().add(DEFAULT_DAYS, 'day'),
      maxUses: DEFAULT_USES,
    }),
    [enterpriseId],
  );

  const issue = async (values: IssueForm): Promise<Issued> => {
    const issuedFor = Number(values.enterpriseId);
    const issued = await client.enterprise.registrationCode.add({
      enterpriseId: issuedFor,
      expireTime: `${(values.expireDay ?? dayjs()).format(DATE_FORMAT)} 23:59:59`,
      maxUses: values.maxUses ?? DEFAULT_USES,
    });
    return { ...issued, enterpriseId: issuedFor };
  };

  return (
    <FormModal<IssueForm, Issued>
      open={open}
      title={t('registration.addTitle')}
      name="registrationCodeForm"
      initialValues={initialValues}
      onSubmit={issue}
      successText={t('registration.created')}
      onSaved={onIssued}
      onCancel={onCancel}
      modalProps={{ okText: t('registration.ok'), destroyOnHidden: true }}
    >
      <Form.Item
        name="enterpriseId"
        label={t('registration.field.enterprise')}
        rules={[{ required: true, message: t('registration.chooseEnterprise') }]}
      >
        <EnterpriseSelect placeholder={t('picker.choose')} />
      </Form.Item>
      <Form.Item
        name="expireDay"
        label={t('registration.expireDay')}
        rules={[{ required: true, message: t('registration.expireRequired') }]}
      >
        <DatePicker
          format={DATE_FORMAT}
          style={{ width: '100%' }}
          disabledDate={(day) =>
            day.isBefore(dayjs(), 'day') ||
            day.isAfter(dayjs().add(REGISTRATION_CODE_MAX_DAYS - 1, 'day'), 'day')
          }
        />
      </Form.Item>
      <Form.Item
        name="maxUses"
        label={t('registration.maxUses')}
        rules={[{ required: true, message: t('registration.maxUsesRequired') }]}
      >
        <InputNumber min={1} max={REGISTRATION_CODE_MAX_USES} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
