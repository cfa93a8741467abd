import { useTranslation } from 'react-i18next';
import { useRegionQueries } from '../../providers/query/referenceQueries';
import { LoadFailure } from '../../widgets/LoadFailure';
import type { EnterpriseInfoAccess } from './access';
import type { EnterpriseInfoQueries } from './enterpriseInfoQueries';
import { type DictOptions, userOptionsOf } from './options';
import { ProfileSection } from './ProfileSection';
import { useFieldValue } from './useFieldValue';

export interface ProfileCardProps {
  access: EnterpriseInfoAccess;
  queries: EnterpriseInfoQueries;
  dictOptions: DictOptions;
}

/**
 * The profile wired to its lists: provinces and dept 103 users load with the tab; the cities and
 * areas of the chosen province and city load when chosen (they depend on the choice). A list that
 * failed shows its error with a retry above the fields, which stay usable.
 */
export function ProfileCard({ access, queries, dictOptions }: ProfileCardProps) {
  const { t } = useTranslation('ui');
  const province = useFieldValue<string | null>('province');
  const city = useFieldValue<string | null>('city');
  const { cities, areas } = useRegionQueries(
    access.viewAccount ? province : null,
    access.viewAccount ? city : null,
  );
  const failures = [
    { key: 'provinces', query: queries.provinces },
    { key: 'cities', query: cities },
    { key: 'areas', query: areas },
    { key: 'orderPrincipals', query: queries.orderPrincipals },
  ] as const;
  return (
    <>
      {failures.map(({ key, query }) =>
        query.error ? (
          <LoadFailure
            key={key}
            title={t(`enterpriseInfo.load.${key}`)}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : null,
      )}
      <ProfileSection
        access={access}
        dictOptions={dictOptions}
        orderPrincipalOptions={userOptionsOf(queries.orderPrincipals.data)}
        regions={{
          provinces: queries.provinces.data ?? [],
          cities: cities.data ?? [],
          areas: areas.data ?? [],
          citiesLoading: cities.isFetching,
          areasLoading: areas.isFetching,
        }}
      />
    </>
  );
}
