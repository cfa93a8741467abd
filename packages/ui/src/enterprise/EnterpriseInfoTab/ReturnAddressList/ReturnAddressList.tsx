import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  addReturnAddress,
  canAddReturnAddress,
  DEFAULT_ADDRESS_STATUS,
  MAX_RETURN_ADDRESSES,
  removeReturnAddress,
  setDefaultReturnAddress,
} from '@onsite/domain';
import { Button, Flex, Input, Radio, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnAddressRow } from '../enterpriseFormModel';
import { ReadOnlyValue } from '../ReadOnlyValue';
import { type AddressTextField, addressRowProblem, isPhoneInvalid } from './addressRowProblems';

export interface ReturnAddressListProps {
  /** The addresses; none by default. */
  value?: readonly ReturnAddressRow[];
  /** Called with the new list after every change. */
  onChange?: (next: ReturnAddressRow[]) => void;
  /** Whether rows can be added, changed, made default and removed; false shows them read-only. */
  editable: boolean;
  /**
   * The list failed its check (a submit): each offending field of each row is marked — the empty
   * fields of a started row, a bad phone. False by default; a bad phone is marked as it is typed.
   */
  invalid?: boolean;
  /** The id of the message explaining the failure; the marked fields point to it. */
  messageId?: string;
  /** The id of the list (the form scrolls to it). */
  id?: string;
}

/** The texts of a row as read-only text, as wide as their inputs when editable. */
const TEXT_FIELDS: readonly { field: AddressTextField; style: CSSProperties }[] = [
  { field: 'contact', style: { width: 160 } },
  { field: 'phoneNumber', style: { width: 160 } },
  { field: 'address', style: { flex: 1, minWidth: 240 } },
];

const isDefault = (row: ReturnAddressRow) => Number(row.defaultStatus) === DEFAULT_ADDRESS_STATUS;

/** The fields of a row to mark: only the offending ones, never the whole list (issue 15 item 11). */
function markedFields(row: ReturnAddressRow, invalid: boolean): ReadonlySet<AddressTextField> {
  const marked = new Set<AddressTextField>(invalid ? (addressRowProblem(row)?.fields ?? []) : []);
  if (isPhoneInvalid(row)) marked.add('phoneNumber');
  return marked;
}

/**
 * Old-part return addresses (spec 001 §4, §5): at most 5; exactly one is the default — the first
 * added, or the one chosen; deleting the default promotes the first remaining one. A phone that is
 * not an 11-digit mobile number is marked; after a failed check, so are the empty fields of a
 * started row. Only the offending fields are marked. The rules are the domain's. Read-only, each
 * row shows its texts as read-only text ({@link ReadOnlyValue}) and the default one says 默认地址.
 */
export function ReturnAddressList({
  value = [],
  onChange,
  editable,
  invalid = false,
  messageId,
  id,
}: ReturnAddressListProps) {
  const { t } = useTranslation('ui');
  const rows = value;
  const change = (next: ReturnAddressRow[]) => onChange?.(next);
  const setField = (index: number, field: AddressTextField, text: string) =>
    change(rows.map((row, position) => (position === index ? { ...row, [field]: text } : row)));
  const fieldLabel = (index: number, field: AddressTextField) =>
    t('enterpriseInfo.address.fieldOf', { index: index + 1, field: t(`enterpriseInfo.address.${field}`) });
  // Each input says its own status; the surrounding Form.Item lends none (ReturnAddressField).
  const markOf = (marked: ReadonlySet<AddressTextField>, field: AddressTextField) =>
    marked.has(field)
      ? ({ status: 'error', 'aria-invalid': true, 'aria-describedby': messageId } as const)
      : ({ 'aria-invalid': false } as const);

  return (
    <Flex id={id} vertical gap={8}>
      {rows.length === 0 && (
        <Typography.Text type="secondary">{t('enterpriseInfo.address.empty')}</Typography.Text>
      )}
      {!editable &&
        rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: see below
          <Flex key={index} gap={8} align="center" wrap>
            {TEXT_FIELDS.map(({ field, style }) => (
              <div key={field} style={style}>
                <ReadOnlyValue aria-label={fieldLabel(index, field)} value={row[field]} />
              </div>
            ))}
            {isDefault(row) && <Tag>{t('enterpriseInfo.address.isDefault')}</Tag>}
          </Flex>
        ))}
      {editable &&
        rows.map((row, index) => {
          const marked = markedFields(row, invalid);
          return (
            // Rows have no id until saved; the list is controlled, so the index keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Flex key={index} gap={8} align="center" wrap>
              <Input
                aria-label={fieldLabel(index, 'contact')}
                placeholder={t('enterpriseInfo.address.contact')}
                value={row.contact ?? ''}
                maxLength={50}
                {...markOf(marked, 'contact')}
                onChange={(event) => setField(index, 'contact', event.target.value)}
                style={{ width: 160 }}
              />
              <Input
                aria-label={fieldLabel(index, 'phoneNumber')}
                placeholder={t('enterpriseInfo.address.phoneNumber')}
                value={String(row.phoneNumber ?? '')}
                maxLength={11}
                {...markOf(marked, 'phoneNumber')}
                onChange={(event) => setField(index, 'phoneNumber', event.target.value)}
                style={{ width: 160 }}
              />
              <Input
                aria-label={fieldLabel(index, 'address')}
                placeholder={t('enterpriseInfo.address.address')}
                value={row.address ?? ''}
                maxLength={200}
                {...markOf(marked, 'address')}
                onChange={(event) => setField(index, 'address', event.target.value)}
                style={{ flex: 1, minWidth: 240 }}
              />
              <Radio
                checked={isDefault(row)}
                aria-label={t('enterpriseInfo.address.defaultOf', { index: index + 1 })}
                onChange={() => change(setDefaultReturnAddress(rows, index))}
              >
                {t('enterpriseInfo.address.isDefault')}
              </Radio>
              <Button
                danger
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('enterpriseInfo.address.removeOf', { index: index + 1 })}
                onClick={() => change(removeReturnAddress(rows, index))}
              />
            </Flex>
          );
        })}
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
