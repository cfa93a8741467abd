import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApprovalList } from '../ApprovalList';
import { approvalsTexts } from '../texts';

/** 已办任务 (catalogue key `taskdone`, D34): the requests the signed-in staff member approved or refused. */
export default function TaskdoneScreen() {
  const { t } = useAreaTexts(approvalsTexts);
  return <ApprovalList mode={{ kind: 'taskdone' }} label={t('table.taskdone')} />;
}
