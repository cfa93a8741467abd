import { DialogTabs } from '../EnterpriseDetailsDialog/DialogTabs';
import { useRefreshAfterInfoSaved } from '../hooks/useRefreshAfterInfoSaved';

export interface EnterpriseDetailsPanelProps {
  /** The enterprise shown. */
  enterpriseId: number;
  /** Editable (the user's codes still decide each control) or read-only. */
  editable: boolean;
  /** The tab to open, '1'–'4'; tab 1 by default, or the first one the user may see. */
  initialTab?: string | number;
}

/**
 * The enterprise details of spec 001 as a page rather than a dialog: the same four tabs, per the
 * user's permissions, for a screen (the console's 企业详情) or an embedding app's own page.
 */
export function EnterpriseDetailsPanel({
  enterpriseId,
  editable,
  initialTab = '1',
}: EnterpriseDetailsPanelProps) {
  const refresh = useRefreshAfterInfoSaved(enterpriseId);
  return (
    <DialogTabs
      // A new enterprise starts from its own first tab and its own form state.
      key={enterpriseId}
      enterpriseId={enterpriseId}
      initialTab={initialTab}
      editable={editable}
      hideEnterpriseInfo={false}
      onInfoSaved={refresh}
    />
  );
}
