import { SUPER_USER_ID, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { Card, Empty, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../i18n/areaTexts';
import { useSessionStore } from '../../stores/sessionStore';
import { EnterpriseSelect } from '../enterprises/EnterpriseSelect';
import { enterpriseSetupTexts } from './texts';

const ID = /^[1-9]\d{0,9}$/;

export interface EnterprisePickerProps {
  /** The part of the chosen enterprise (a connected ui component). */
  children: (enterpriseId: number) => ReactNode;
}

/**
 * The frame of 企业配置 and 企业定制 (D56), as 企业详情 (D25) frames the dialog: staff choose an enterprise
 * with a searchable picker, the choice kept in the address (`?enterpriseId=`, to share and reload); an
 * enterprise user (type 22) sees their own enterprise, whatever the address says, and no picker (the
 * server refuses any other enterprise).
 */
export function EnterprisePicker({ children }: EnterprisePickerProps) {
  const { t } = useAreaTexts(enterpriseSetupTexts);
  const user = useSessionStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  const ownEnterprise = user?.userType === USER_TYPE_ENTERPRISE && Number(user.userId) !== SUPER_USER_ID;
  const asked = params.get('enterpriseId') ?? '';
  const enterpriseId = ownEnterprise ? (user.enterpriseId ?? null) : ID.test(asked) ? Number(asked) : null;

  if (ownEnterprise && enterpriseId === null) {
    return <Result status="info" title={t('picker.noEnterprise')} />;
  }
  return (
    <Card>
      {ownEnterprise ? null : (
        <Flex style={{ marginBottom: 16 }}>
          <EnterpriseSelect
            aria-label={t('picker.choose')}
            placeholder={t('picker.choose')}
            value={enterpriseId === null ? undefined : String(enterpriseId)}
            onChange={(next) => setParams(next ? { enterpriseId: next } : {})}
            style={{ width: 360, maxWidth: '100%' }}
          />
        </Flex>
      )}
      {enterpriseId === null ? <Empty description={t('picker.chooseHint')} /> : children(enterpriseId)}
    </Card>
  );
}
