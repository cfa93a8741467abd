import { type AddressMessage, validateReturnAddresses } from '@onsite/domain';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReturnAddressRow } from '../enterpriseFormModel';
import { ReturnAddressList } from './ReturnAddressList';

export interface ReturnAddressFieldProps {
  /** Whether the addresses can be changed (editInnerInfo). */
  editable: boolean;
}

/**
 * The return addresses as a field of the tab's form (`contacts`). Submitting checks them (spec
 * 001 §5): an incomplete row says 旧件寄回地址填写不完整!, a bad phone 请输入11位联系方式, and the
 * submit is blocked. After a failed submit the message follows each change until it is fixed.
 */
export function ReturnAddressField({ editable }: ReturnAddressFieldProps) {
  const { t } = useTranslation('ui');
  const form = Form.useFormInstance();
  const revalidate = () => {
    if (form.getFieldError('contacts').length > 0)
      void form.validateFields(['contacts']).catch(() => undefined);
  };
  return (
    <Form.Item
      name="contacts"
      validateTrigger={[]}
      rules={[
        {
          validator: async (_, rows: ReturnAddressRow[] | undefined) => {
            const message: AddressMessage | null = validateReturnAddresses(rows ?? []);
            if (message) throw new Error(t(`enterpriseInfo.messages.${message}`));
          },
        },
      ]}
    >
      <ReturnAddressList editable={editable} onChange={() => setTimeout(revalidate)} />
    </Form.Item>
  );
}
