import type { EnterpriseHistory } from '@onsite/domain';
import type { TableColumnsType } from 'antd';
import { Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../widgets/PagedTable';
import type { HistoryFilters } from '../hooks/queries';
import { useEnterpriseHistory } from '../hooks/useEnterpriseHistory';
import { HistoryContent } from './HistoryContent';
import { defaultHistoryFilters, HistoryFilterForm } from './HistoryFilterForm';

export interface EnterpriseHistoryTabProps {
  /** The enterprise whose history is shown. */
  enterpriseId: number;
  /** Whether the tab is the one shown: each time it becomes so, the table refreshes (spec 001 §2). */
  active: boolean;
  /** enterpriseShow 1; in read-only mode the query form is disabled (today's changes are shown). true by default. */
  editable?: boolean;
}

/** Tab 4, enterprise history (spec 001 §2): a query form and a paged table of changes. */
export function EnterpriseHistoryTab({ enterpriseId, active, editable = true }: EnterpriseHistoryTabProps) {
  const { t } = useTranslation('ui');
  const [filters, setFilters] = useState<HistoryFilters>(defaultHistoryFilters);
  const { tableProps, query } = useEnterpriseHistory(enterpriseId, filters);

  // Opening the tab refreshes the table; the first opening fetches anyway.
  const { refetch } = query;
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) void refetch();
    wasActive.current = active;
  }, [active, refetch]);

  const columns: TableColumnsType<EnterpriseHistory> = [
    { dataIndex: 'no', title: t('enterprise.history.no'), width: 70 },
    { dataIndex: 'module', title: t('enterprise.history.module'), width: 110 },
    { dataIndex: 'operateType', title: t('enterprise.history.operateType'), width: 110 },
    {
      key: 'operateContent',
      title: t('enterprise.history.operateContent'),
      render: (_, row) => <HistoryContent row={row} />,
    },
    { dataIndex: 'operateBy', title: t('enterprise.history.operateBy'), width: 110 },
    { dataIndex: 'operateTime', title: t('enterprise.history.operateTime'), width: 170 },
  ];

  return (
    <Flex vertical gap={16}>
      <HistoryFilterForm
        disabled={!editable}
        onSearch={(next) => {
          // The same filters again: a person searching expects fresh rows.
          if (JSON.stringify(next) === JSON.stringify(filters)) void refetch();
          else setFilters(next);
        }}
      />
      <PagedTable<EnterpriseHistory>
        rowKey={(row) => `${row.no}-${row.operateTime}`}
        size="small"
        columns={columns}
        {...tableProps}
      />
    </Flex>
  );
}
