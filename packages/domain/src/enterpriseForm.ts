import { isRecord, toCode, toText } from './coerce';

/** Tabs of the enterprise details dialog (spec 001 §2): info, amount, settings, history. */
export const ENTERPRISE_DIALOG_TABS = ['1', '2', '3', '4'] as const;
export type EnterpriseDialogTab = (typeof ENTERPRISE_DIALOG_TABS)[number];

/** The tab to open: the key asked for when it is one of the four, else tab 1 (enterprise info). */
export function enterpriseDialogTab(tabKey: unknown): EnterpriseDialogTab {
  const key = toCode(tabKey);
  return (ENTERPRISE_DIALOG_TABS as readonly string[]).includes(key) ? (key as EnterpriseDialogTab) : '1';
}

/** enterpriseShow 1 = editable; 0 (or anything else) = read-only (spec 001 §2, §4). */
export function isEnterpriseEditable(enterpriseShow: unknown): boolean {
  return toCode(enterpriseShow) === '1';
}

/** Spec 001 §4: importance type 1 shows the order-principal multi-select. */
export function showsOrderPrincipals(enterpriseImportanceType: unknown): boolean {
  return toCode(enterpriseImportanceType) === '1';
}

export const ENTERPRISE_MESSAGES = ['enterprise.nameRequired', 'enterprise.shortNameRequired'] as const;
export type EnterpriseMessage = (typeof ENTERPRISE_MESSAGES)[number];

/** Spec 001 §5: 请输入企业名称 and 请输入企业简称; whitespace alone counts as empty. */
export function validateEnterpriseNames(
  form: { enterpriseName?: unknown; enterpriseSysName?: unknown } | null | undefined,
): EnterpriseMessage | null {
  const values = isRecord(form) ? form : {};
  if (toText(values.enterpriseName).trim() === '') return 'enterprise.nameRequired';
  if (toText(values.enterpriseSysName).trim() === '') return 'enterprise.shortNameRequired';
  return null;
}
