import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApprovalList } from '../ApprovalList';
import { approvalsTexts } from '../texts';

/**
 * 待办任务 (catalogue key `tasking`, D34): the pending requests the signed-in staff member may decide
 * (the types whose approver code they hold), with 同意 and 拒绝.
 */
export default function TaskingScreen() {
  const { t } = useAreaTexts(approvalsTexts);
  return <ApprovalList mode={{ kind: 'tasking' }} label={t('table.tasking')} />;
}
