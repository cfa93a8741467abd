import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApprovalList } from '../ApprovalList';
import { approvalsTexts } from '../texts';

/**
 * 运行中的流程 (catalogue key `processRunning`, D46): every pending approval request of every type, for
 * staff holding `workflow:process:list`; 同意 and 拒绝 show on the rows whose type's code they hold.
 */
export default function ProcessRunningScreen() {
  const { t } = useAreaTexts(approvalsTexts);
  return <ApprovalList mode={{ kind: 'running' }} label={t('table.processRunning')} />;
}
