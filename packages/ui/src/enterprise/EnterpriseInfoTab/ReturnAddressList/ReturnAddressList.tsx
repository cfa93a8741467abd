import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  addReturnAddress,
  canAddReturnAddress,
  DEFAULT_ADDRESS_STATUS,
  isMobile,
  MAX_RETURN_ADDRESSES,
  removeReturnAddress,
  setDefaultReturnAddress,
} from '@onsite/domain';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReturnAddressRow } from '../enterpriseFormModel';

export interface ReturnAddressListProps {
  /** The addresses; none by default. */
  value?: readonly ReturnAddressRow[];
  /** Called with the new list after every change. */
  onChange?: (next: ReturnAddressRow[]) => void;
  /** Whether rows can be added, changed, made default and removed; false shows them read-only. */
  editable: boolean;
}

type TextField = 'contact' | 'phoneNumber' | 'address';

const isDefault = (row: ReturnAddressRow) => Number(row.defaultStatus) === DEFAULT_ADDRESS_STATUS;
const phoneInvalid = (row: ReturnAddressRow) => {
  const phone = String(row.phoneNumber ?? '').trim();
  return phone !== '' && !isMobile(phone);
};

/**
 * Old-part return addresses (spec 001 §4, §5): at most 5; exactly one is the default — the first
 * added, or the one chosen; deleting the default promotes the first remaining one. A phone that is
 * not an 11-digit mobile number is marked. The rules are the domain's.
 */
export function ReturnAddressList({ value = [], onChange, editable }: ReturnAddressListProps) {
  const { t } = useTranslation('ui');
  const rows = value;
  const change = (next: ReturnAddressRow[]) => onChange?.(next);
  const setField = (index: number, field: TextField, text: string) =>
    change(rows.map((row, position) => (position === index ? { ...row, [field]: text } : row)));
  const fieldLabel = (index: number, field: TextField) =>
    t('enterpriseInfo.address.fieldOf', { index: index + 1, field: t(`enterpriseInfo.address.${field}`) });

  return (
    <Flex vertical gap={8}>
      {rows.length === 0 && (
        <Typography.Text type="secondary">{t('enterpriseInfo.address.empty')}</Typography.Text>
      )}
      {rows.map((row, index) => (
        // Rows have no id until saved; the list is controlled, so the index keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Flex key={index} gap={8} align="center" wrap>
          <Input
            aria-label={fieldLabel(index, 'contact')}
            placeholder={t('enterpriseInfo.address.contact')}
            value={row.contact ?? ''}
            maxLength={50}
            disabled={!editable}
            onChange={(event) => setField(index, 'contact', event.target.value)}
            style={{ width: 160 }}
          />
          <Input
            aria-label={fieldLabel(index, 'phoneNumber')}
            placeholder={t('enterpriseInfo.address.phoneNumber')}
            value={String(row.phoneNumber ?? '')}
            maxLength={11}
            status={phoneInvalid(row) ? 'error' : undefined}
            aria-invalid={phoneInvalid(row)}
            disabled={!editable}
            onChange={(event) => setField(index, 'phoneNumber', event.target.value)}
            style={{ width: 160 }}
          />
          <Input
            aria-label={fieldLabel(index, 'address')}
            placeholder={t('enterpriseInfo.address.address')}
            value={row.address ?? ''}
            maxLength={200}
            disabled={!editable}
            onChange={(event) => setField(index, 'address', event.target.value)}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Radio
            checked={isDefault(row)}
            disabled={!editable}
            aria-label={t('enterpriseInfo.address.defaultOf', { index: index + 1 })}
            onChange={() => change(setDefaultReturnAddress(rows, index))}
          >
            {t('enterpriseInfo.address.isDefault')}
          </Radio>
          {editable && (
            <Button
              danger
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('enterpriseInfo.address.removeOf', { index: index + 1 })}
              onClick={() => change(removeReturnAddress(rows, index))}
            />
          )}
        </Flex>
      ))}
      {editable && (
        <Flex gap={8} align="center">
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={!canAddReturnAddress(rows)}
            onClick={() => change(addReturnAddress(rows) as ReturnAddressRow[])}
          >
            {t('enterpriseInfo.address.add')}
          </Button>
          <Typography.Text type="secondary">
            {t('enterpriseInfo.address.limit', { max: MAX_RETURN_ADDRESSES })}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
