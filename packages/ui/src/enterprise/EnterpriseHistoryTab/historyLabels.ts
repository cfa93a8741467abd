import { ENTERPRISE_FIELD_LABELS, type HistoryChange } from '@onsite/domain';
import type { UiCatalogue } from '../../providers/i18n/catalogues/types';
import {
  HISTORY_MODULES,
  HISTORY_OPERATE_TYPES,
  type HistoryModuleKey,
  type HistoryOperateTypeKey,
} from '../hooks/historyOptions';

type FieldKey = keyof UiCatalogue['enterpriseInfo']['fields'];
type SectionKey = keyof UiCatalogue['enterpriseInfo']['sections'];

/** Where a changed field's label lives in the catalogue: a form field, or a section of tab 1. */
export type HistoryLabelKey = { field: FieldKey } | { section: SectionKey };

/** The field keys the server names (`field`) that the catalogue labels, besides the form's fields. */
const SECTION_OF: Record<string, SectionKey> = {
  contacts: 'addresses',
  enterpriseSendBack: 'sendRequirements',
  installationUsers: 'contacts',
};

const FIELD_KEYS: ReadonlySet<string> = new Set<FieldKey>([
  ...(Object.keys(ENTERPRISE_FIELD_LABELS) as (keyof typeof ENTERPRISE_FIELD_LABELS)[]),
  'needSaleOrderCode',
  'info1',
  'info2',
  'info3',
]);

/**
 * The zh-CN labels rows written before the server named the field carry (the server's history
 * labels), mapped to the field: the form's labels plus those written under other names.
 */
const FIELD_OF_LABEL = new Map<string, string>([
  ...Object.entries(ENTERPRISE_FIELD_LABELS).map(([field, label]) => [label, field] as const),
  ['销售单号', 'needSaleOrderCode'],
  ['自定义信息1', 'info1'],
  ['自定义信息2', 'info2'],
  ['自定义信息3', 'info3'],
  ['旧件寄回地址', 'contacts'],
  ['寄件要求', 'enterpriseSendBack'],
]);

/** Where the label of a change is in the catalogue; null when only the server's text names it. */
export function historyLabelKey(change: HistoryChange): HistoryLabelKey | null {
  const field = change.field ?? FIELD_OF_LABEL.get(change.label);
  if (field === undefined) return null;
  if (FIELD_KEYS.has(field)) return { field: field as FieldKey };
  const section = SECTION_OF[field];
  return section ? { section } : null;
}

/** The words the server writes for fixed values, by what they mean (switches and enterprise types). */
export type HistoryWord = 'yes' | 'no' | 'lock' | 'telecom';

const SWITCH_WORDS: Record<string, HistoryWord> = { 是: 'yes', 否: 'no' };
const ENTERPRISE_TYPE_WORDS: Record<string, HistoryWord> = { 锁企: 'lock', 电信企业: 'telecom' };

/**
 * The fixed words of a change's values, so they can be shown in the reader's language: the 是 / 否
 * of a switch (both values are switch words, as the server writes every switch) and the enterprise
 * type. Other values (dictionary, bank, region and user labels, free text) are shown as written.
 */
export function historyWords(change: HistoryChange): { oldWord?: HistoryWord; newWord?: HistoryWord } {
  const words =
    change.field === 'types' || (change.field === undefined && change.label === ENTERPRISE_FIELD_LABELS.types)
      ? ENTERPRISE_TYPE_WORDS
      : SWITCH_WORDS;
  const oldWord = words[change.oldValue];
  const newWord = words[change.newValue];
  if (words === SWITCH_WORDS && (oldWord === undefined || newWord === undefined)) return {};
  return { ...(oldWord ? { oldWord } : {}), ...(newWord ? { newWord } : {}) };
}

const MODULE_KEYS = new Map(
  Object.entries(HISTORY_MODULES).map(([key, value]) => [value as string, key as HistoryModuleKey]),
);
const OPERATE_TYPE_KEYS = new Map(
  Object.entries(HISTORY_OPERATE_TYPES).map(([key, value]) => [
    value as string,
    key as HistoryOperateTypeKey,
  ]),
);

/** The catalogue key of a module the server writes; undefined for any other text. */
export const historyModuleKey = (module: string) => MODULE_KEYS.get(module);

/** The catalogue key of an operation type the server writes; undefined for any other text. */
export const historyOperateTypeKey = (operateType: string) => OPERATE_TYPE_KEYS.get(operateType);
