import { InstallTypeSettings, useCan } from '@onsite/ui';
import { Result } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useEnterpriseAccess } from '../../enterprises/enterpriseAccess';
import { EnterprisePicker } from '../EnterprisePicker';
import { enterpriseSetupTexts } from '../texts';

/**
 * 企业配置 (`configuration`, D56): the enterprise-level switches of spec 001 §2 (tab 3's settings per
 * install type: switches, urgent ratio, barcode pictures, guarantees) as a page, with the dialog's own
 * connected component and calls. Seen with viewEnterpriseSetting, changed with editEnterpriseSetting;
 * the server checks every call.
 */
export default function ConfigurationScreen() {
  const { t } = useAreaTexts(enterpriseSetupTexts);
  const can = useCan();
  const { mayEdit } = useEnterpriseAccess();
  if (!can('viewEnterpriseSetting')) return <Result status="403" title={t('configuration.noPermission')} />;
  return (
    <EnterprisePicker>
      {(enterpriseId) => (
        <InstallTypeSettings key={enterpriseId} enterpriseId={enterpriseId} editable={mayEdit} />
      )}
    </EnterprisePicker>
  );
}
