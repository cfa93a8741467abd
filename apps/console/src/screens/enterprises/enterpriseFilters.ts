import type { SelectFilterOption } from '@onsite/ui';
import type { TFunction } from 'i18next';

/** A 0 / 1 flag from the URL's text (enterprise type, disabled, removed, main); nothing otherwise. */
export function zeroOneFilter(value: string | undefined): 0 | 1 | undefined {
  if (value === '0') return 0;
  if (value === '1') return 1;
  return undefined;
}

/** Enterprise type 0 lock enterprise, 1 telecom company (spec 001 §9). */
export function enterpriseTypeOptions(t: TFunction): SelectFilterOption[] {
  return [
    { value: '0', label: t('enterprise.lock') },
    { value: '1', label: t('enterprise.telecom') },
  ];
}
