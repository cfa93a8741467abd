import { DemandTabs, EnterpriseCustomInfo, useCan } from '@onsite/ui';
import { Divider, Result, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useEnterpriseAccess } from '../../enterprises/enterpriseAccess';
import { EnterprisePicker } from '../EnterprisePicker';
import { enterpriseSetupTexts } from '../texts';

/**
 * 企业定制 (`customisation`, D56): what is custom to one enterprise in spec 001 as a page — its custom
 * info (自定义信息1–3: viewInnerInfo, editInnerInfo) and its requirements (the five demand tabs with
 * their pictures, models and order types: viewEnterpriseSetting, add/edit/deleteEnterpriseRequest),
 * with the dialog's own connected components and calls. Each part follows its own codes; the server
 * checks every call.
 */
export default function CustomisationScreen() {
  const { t } = useAreaTexts(enterpriseSetupTexts);
  const can = useCan();
  const { mayEdit } = useEnterpriseAccess();
  return (
    <EnterprisePicker>
      {(enterpriseId) => (
        <>
          <EnterpriseCustomInfo enterpriseId={enterpriseId} editable={mayEdit} />
          <Divider titlePlacement="start">
            <Typography.Text strong>{t('customisation.demands')}</Typography.Text>
          </Divider>
          {can('viewEnterpriseSetting') ? (
            <DemandTabs key={enterpriseId} enterpriseId={enterpriseId} editable={mayEdit} />
          ) : (
            <Result status="403" title={t('customisation.noDemandPermission')} />
          )}
        </>
      )}
    </EnterprisePicker>
  );
}
