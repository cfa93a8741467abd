import type { EnterpriseListRow } from '@onsite/domain';
import {
  definedOnly,
  EnterpriseDetailsDialog,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { enterpriseColumns } from '../enterpriseColumns';
import { enterpriseTypeOptions, zeroOneFilter } from '../enterpriseFilters';
import { enterpriseScreenKeys } from '../queryKeys';
import { ProvinceSelect } from '../referenceSelects';
import { enterprisesTexts } from '../texts';

/**
 * 企业查询 (catalogue key `enterpriseQuery`, `/enterprise/query/list`): look enterprises up by
 * profile (name, type, install type, province, star). A lookup changes nothing, so the details
 * dialog opens read-only (enterpriseShow 0) here; editing happens from the enterprise list.
 */
export default function EnterpriseQueryScreen() {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const [details, setDetails] = useState<{ enterpriseId: number; open: boolean } | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'enterpriseName', label: t('enterprise.enterpriseName') },
      { kind: 'select', name: 'types', label: t('enterprise.types'), options: enterpriseTypeOptions(t) },
      { kind: 'dict', name: 'installType', label: t('enterprise.installType'), dictType: 'install_type' },
      {
        kind: 'custom',
        name: 'province',
        label: t('enterprise.province'),
        input: <ProvinceSelect placeholder={t('enterprise.province')} />,
      },
      {
        kind: 'dict',
        name: 'enterpriseStar',
        label: t('enterprise.enterpriseStar'),
        dictType: 'enterprise_level',
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const openDetails = (row: EnterpriseListRow) => setDetails({ enterpriseId: row.enterpriseId, open: true });

  return (
    <>
      <ListScreen<EnterpriseListRow>
        label={t('enterprise.queryTable')}
        queryKey={enterpriseScreenKeys.query}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={enterpriseColumns(t, openDetails)}
        rowKey="enterpriseId"
        rowActions={(row) => [{ key: 'info', label: t('enterprise.info'), run: () => openDetails(row) }]}
        actionsWidth={90}
        fetchPage={(applied, request, signal) =>
          client.enterprise.query.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseName: applied.enterpriseName,
                types: zeroOneFilter(applied.types),
                installType: applied.installType,
                province: applied.province,
                enterpriseStar: applied.enterpriseStar,
              }),
            },
            { signal },
          )
        }
      />
      {details && (
        <EnterpriseDetailsDialog
          enterpriseId={details.enterpriseId}
          open={details.open}
          initialTab="1"
          enterpriseShow={0}
          fromList
          onClose={() => setDetails({ ...details, open: false })}
        />
      )}
    </>
  );
}
