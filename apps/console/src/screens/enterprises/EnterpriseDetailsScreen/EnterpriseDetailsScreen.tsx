import { SUPER_USER_ID, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { EnterpriseDetailsPanel } from '@onsite/ui';
import { Card, Empty, Flex, Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useSessionStore } from '../../../stores/sessionStore';
import { EnterpriseSelect } from '../EnterpriseSelect';
import { useEnterpriseAccess } from '../enterpriseAccess';
import { enterprisesTexts } from '../texts';

const ID = /^[1-9]\d{0,9}$/;

/**
 * 企业详情 (`enterpriseDetails`, D25): the details dialog's four tabs as a page. An enterprise user
 * (type 22) sees their own enterprise, whatever the address says (the server refuses any other);
 * staff choose one (`?enterpriseId=`, kept in the address so the page can be shared and reloaded).
 * The page is editable for a user holding any edit code of spec 001 §6; each control still follows
 * its own code, and the server checks every call.
 */
export default function EnterpriseDetailsScreen() {
  const { t } = useAreaTexts(enterprisesTexts);
  const user = useSessionStore((state) => state.user);
  const { mayEdit } = useEnterpriseAccess();
  const [params, setParams] = useSearchParams();
  const ownEnterprise = user?.userType === USER_TYPE_ENTERPRISE && Number(user.userId) !== SUPER_USER_ID;
  const asked = params.get('enterpriseId') ?? '';
  const enterpriseId = ownEnterprise ? (user.enterpriseId ?? null) : ID.test(asked) ? Number(asked) : null;
  const tab = params.get('tab') ?? '1';

  if (ownEnterprise && enterpriseId === null) {
    return <Result status="info" title={t('details.noEnterprise')} />;
  }
  return (
    <Card>
      {ownEnterprise ? null : (
        <Flex style={{ marginBottom: 16 }}>
          <EnterpriseSelect
            aria-label={t('details.choose')}
            placeholder={t('details.choose')}
            value={enterpriseId === null ? undefined : String(enterpriseId)}
            onChange={(next) => setParams(next ? { enterpriseId: next } : {})}
            style={{ width: 360, maxWidth: '100%' }}
          />
        </Flex>
      )}
      {enterpriseId === null ? (
        <Empty description={t('details.chooseHint')} />
      ) : (
        <EnterpriseDetailsPanel enterpriseId={enterpriseId} editable={mayEdit} initialTab={tab} />
      )}
    </Card>
  );
}
