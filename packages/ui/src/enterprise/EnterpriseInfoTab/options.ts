import type { DictData, UserOption } from '@onsite/domain';
import type { EnterpriseInfoDictType } from './enterpriseInfoQueries';

/** An entry of a select. */
export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
}

/** The options of each dictionary tab 1 uses (a missing one shows as an empty select). */
export type DictOptions = Partial<Record<EnterpriseInfoDictType, SelectOption[]>>;

/** Dictionary entries → options, in the dictionary's order. */
export function dictOptionsOf(dicts: Record<string, readonly DictData[]> | undefined): DictOptions {
  const options: DictOptions = {};
  for (const [dictType, entries] of Object.entries(dicts ?? {})) {
    options[dictType as EnterpriseInfoDictType] = [...entries]
      .sort((a, b) => a.dictSort - b.dictSort)
      .map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));
  }
  return options;
}

/** Users of a department → options (value userId, label the user's name). */
export function userOptionsOf(users: readonly UserOption[] | undefined): SelectOption<number>[] {
  return (users ?? []).map((user) => ({
    value: user.userId,
    label: user.userName || user.loginName || String(user.userId),
  }));
}
