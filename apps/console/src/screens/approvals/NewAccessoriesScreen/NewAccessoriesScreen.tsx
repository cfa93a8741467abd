import { useAreaTexts } from '../../../i18n/areaTexts';
import { ApprovalList } from '../ApprovalList';
import { approvalsTexts } from '../texts';

/** 新增配件 (catalogue key `newAccessories`, D34): every extra-parts request, by state; pending ones are decided here too. */
export default function NewAccessoriesScreen() {
  const { t } = useAreaTexts(approvalsTexts);
  return (
    <ApprovalList mode={{ kind: 'audit', approvalType: 'accessories' }} label={t('table.newAccessories')} />
  );
}
