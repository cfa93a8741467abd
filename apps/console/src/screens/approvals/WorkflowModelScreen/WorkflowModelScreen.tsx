import { Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterpriseRequestTexts } from '../../enterprise/requests/texts';
import { ModelList } from '../../workflow/ModelListScreen/ModelListScreen';

/**
 * 流程模型 (catalogue key `workflowModel`, D63): the approval model of 模型列表 (D51) narrowed by the server to the
 * types that concern enterprises — fee increases and extra parts on their orders, deductions against their wallets
 * (退款管理) — with their approver roles, steps, requests and versions; the same table, the same role editor.
 */
export default function WorkflowModelScreen() {
  const { t } = useAreaTexts(enterpriseRequestTexts);
  return <ModelList scope="enterprise" note={<Typography.Text>{t('workflowModel.note')}</Typography.Text>} />;
}
