import { type AddressMessage, validateReturnAddresses } from '@onsite/domain';
import { Form } from 'antd';
import type { AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnAddressRow } from '../enterpriseFormModel';
import { ReturnAddressList, type ReturnAddressListProps } from './ReturnAddressList';

export interface ReturnAddressFieldProps {
  /** Whether the addresses can be changed (editInnerInfo). */
  editable: boolean;
}

type ControlProps = Omit<ReturnAddressListProps, 'invalid' | 'messageId'> &
  Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>;

/** The list as the Form.Item's control: the item's aria-invalid and message id say what to mark. */
function ReturnAddressControl({
  'aria-invalid': invalid,
  'aria-describedby': messageId,
  ...props
}: ControlProps) {
  return (
    <ReturnAddressList {...props} invalid={invalid === true || invalid === 'true'} messageId={messageId} />
  );
}

/**
 * The return addresses as a field of the tab's form (`contacts`). Submitting checks them (spec
 * 001 §5): an incomplete row says 旧件寄回地址填写不完整!, a bad phone 请输入11位联系方式, and the
 * submit is blocked. After a failed submit the message follows each change until it is fixed. Only
 * the offending fields of the offending rows are marked (issue 15 item 11): the item lends its
 * error status to no input (`validateStatus=""`), the list marks each field itself.
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
      validateStatus=""
      rules={[
        {
          validator: async (_, rows: ReturnAddressRow[] | undefined) => {
            const message: AddressMessage | null = validateReturnAddresses(rows ?? []);
            if (message) throw new Error(t(`enterpriseInfo.messages.${message}`));
          },
        },
      ]}
    >
      <ReturnAddressControl editable={editable} onChange={() => setTimeout(revalidate)} />
    </Form.Item>
  );
}
