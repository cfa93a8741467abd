import { isPlatformSuperType, SUPER_USER_ID } from '@onsite/domain';
import { useMemo } from 'react';
import { useCan, useOnsiteUser } from '../../providers/permissions';
import { type EnterpriseInfoAccess, enterpriseInfoAccess } from './access';

/** The access of tab 1 for the signed-in user of `OnsiteProvider`. */
export function useEnterpriseInfoAccess(
  editable: boolean,
  hideEnterpriseInfo?: boolean,
): EnterpriseInfoAccess {
  const can = useCan();
  const user = useOnsiteUser();
  const platformSuper = isPlatformSuperType(user?.userType) || Number(user?.userId) === SUPER_USER_ID;
  return useMemo(
    () => enterpriseInfoAccess(can, { editable, hideEnterpriseInfo, platformSuper }),
    [can, editable, hideEnterpriseInfo, platformSuper],
  );
}
