import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApprovalList } from '../ApprovalList';
import { approvalsTexts } from '../texts';

/** 已结束的流程 (catalogue key `processFinished`, D46): every approved or refused request, by whoever decided it. */
export default function ProcessFinishedScreen() {
  const { t } = useAreaTexts(approvalsTexts);
  return <ApprovalList mode={{ kind: 'finished' }} label={t('table.processFinished')} />;
}
