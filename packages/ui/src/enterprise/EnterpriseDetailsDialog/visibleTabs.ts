import { type EnterpriseDialogTab, enterpriseDialogTab, type PermissionCode } from '@onsite/domain';

export interface DialogTabsInput {
  /** The permission check of the signed-in user. */
  can: (code: PermissionCode) => boolean;
  /** hideEnterpriseInfo 1: tabs 1 and 4 are hidden. */
  hideEnterpriseInfo: boolean;
}

/**
 * The tabs a user sees, in order (spec 001 §6): viewBaseData tab 1, priceInfo tab 2,
 * viewEnterpriseSetting tab 3; the hide flag removes the enterprise info (tab 1) and its history
 * (tab 4), which has no code of its own.
 */
export function visibleDialogTabs({ can, hideEnterpriseInfo }: DialogTabsInput): EnterpriseDialogTab[] {
  const shown: Record<EnterpriseDialogTab, boolean> = {
    '1': !hideEnterpriseInfo && can('viewBaseData'),
    '2': can('priceInfo'),
    '3': can('viewEnterpriseSetting'),
    '4': !hideEnterpriseInfo,
  };
  return (Object.keys(shown) as EnterpriseDialogTab[]).filter((tab) => shown[tab]);
}

/** The tab to open: the one asked for when the user sees it, else the first one shown (null: none). */
export function firstDialogTab(
  initialTab: unknown,
  visible: readonly EnterpriseDialogTab[],
): EnterpriseDialogTab | null {
  const asked = enterpriseDialogTab(initialTab);
  return visible.includes(asked) ? asked : (visible[0] ?? null);
}
