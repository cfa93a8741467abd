import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApprovalList } from '../ApprovalList';
import { approvalsTexts } from '../texts';

/** 加价审核 (catalogue key `increaseAudit`, D34): every fee increase request, by state; pending ones are decided here too. */
export default function IncreaseAuditScreen() {
  const { t } = useAreaTexts(approvalsTexts);
  return <ApprovalList mode={{ kind: 'audit', approvalType: 'increase' }} label={t('table.increaseAudit')} />;
}
