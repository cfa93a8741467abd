import type { FilterField } from '@onsite/ui';
import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Badge, Form, Select, type SelectProps, Typography } from 'antd';
import { useCallback } from 'react';
import { useAreaTexts } from '../../i18n/areaTexts';
import { useSessionStore } from '../../stores/sessionStore';
import { EnterpriseSelect } from '../enterprises/EnterpriseSelect';
import { partsTexts } from './texts';

/** The area's `t`, with values. */
export type PartsText = (key: string, values?: Record<string, unknown>) => string;

/** The area's texts as a plain function (the screens pass it on to their helpers). */
export function usePartsTexts(): PartsText {
  const { t } = useAreaTexts(partsTexts);
  return useCallback<PartsText>((key, values) => t(key, values), [t]);
}

/**
 * Whose parts the screen shows (D61): an enterprise user's own enterprise (the server keeps them to it;
 * the enterprise column and filter go), or every enterprise for staff (they choose).
 */
export function usePartsScope(): { ownEnterprise: number | null; staff: boolean } {
  const ownEnterprise = useSessionStore((state) => state.user?.enterpriseId ?? null);
  return { ownEnterprise, staff: ownEnterprise === null };
}

/** The enterprise filter of staff's lists. */
export function enterpriseFilter(t: PartsText, staff: boolean): FilterField[] {
  return staff
    ? [
        {
          kind: 'custom',
          name: 'enterpriseId',
          label: t('common.enterprise'),
          input: <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />,
        },
      ]
    : [];
}

/** The enabled / disabled filter. */
export const stateField = (t: PartsText): FilterField => ({
  kind: 'select',
  name: 'forbiddenStatus',
  label: t('common.status'),
  options: [
    { value: '0', label: t('common.enabled') },
    { value: '1', label: t('common.disabled') },
  ],
});

/** A state from the URL ('0' or '1'), else none. */
export const zeroOne = (value: string | undefined): 0 | 1 | undefined =>
  value === '0' ? 0 : value === '1' ? 1 : undefined;
/** An id from the URL, else none. */
export const idFilter = (value: string | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
/** A value of a fixed list from the URL, else none. */
export const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

/** 正常 / 停用. */
export function StateBadge({ t, status }: { t: PartsText; status: 0 | 1 }) {
  return status === 0 ? (
    <Badge status="success" text={t('common.enabled')} />
  ) : (
    <Badge status="default" text={t('common.disabled')} />
  );
}

/**
 * The enterprise of a new entry: staff choose it, an enterprise user's entries are their own; an entry
 * being edited stays where it is (shown, not editable).
 */
export function EnterpriseItem({
  t,
  staff,
  editedName,
}: {
  t: PartsText;
  staff: boolean;
  editedName: string | null;
}) {
  if (editedName !== null)
    return (
      <Form.Item label={t('common.enterprise')}>
        <Typography.Text>{editedName}</Typography.Text>
      </Form.Item>
    );
  if (!staff) return null;
  return (
    <Form.Item
      name="enterpriseId"
      label={t('common.enterprise')}
      rules={[{ required: true, message: t('common.chooseEnterprise') }]}
    >
      <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
    </Form.Item>
  );
}

/** The enterprise a form works on: the edited entry's, the user's own, or the one staff chose. */
export function useFormEnterprise(fixed: number | null): number | undefined {
  const chosen = Form.useWatch<string | number | undefined>('enterpriseId');
  return fixed ?? (chosen ? Number(chosen) : undefined);
}

interface OptionsSelectProps extends Omit<SelectProps<number>, 'options' | 'loading'> {
  kind: 'accessories' | 'supplier';
  enterpriseId: number | undefined;
}

/** The enabled accessories or suppliers (D53) of one enterprise, for a form; nothing until it is chosen. */
export function OptionsSelect({ kind, enterpriseId, ...props }: OptionsSelectProps) {
  const client = useOnsiteClient();
  const options = useQuery({
    queryKey: ['parts', 'options', kind, enterpriseId],
    enabled: enterpriseId !== undefined,
    queryFn: ({ signal }) =>
      kind === 'accessories'
        ? client.enterprise.accessories.options({ enterpriseId: enterpriseId ?? 0 }, { signal })
        : client.enterprise.supplier.options({ enterpriseId: enterpriseId ?? 0 }, { signal }),
  });
  return (
    <Select<number>
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={options.isFetching}
      status={options.isError ? 'error' : undefined}
      options={(options.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
    />
  );
}

/** A form text trimmed (antd keeps what was typed). */
export const trimmed = (value: string | undefined) => (value ?? '').trim();
