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
import { historyModuleKey, historyOperateTypeKey } from './historyLabels';

export interface EnterpriseHistoryTabProps {
  /** The enterprise whose history is shown. */
  enterpriseId: number;
  /** Whether the tab is the one shown: each time it becomes so, the table refreshes (spec 001 §2). */
  active: boolean;
  /**
   * enterpriseShow 1. The history has nothing to edit: querying is reading, so the query form works
   * in read-only mode too (issue 15 item 5). Accepted like the other tabs' flag; true by default.
   */
  editable?: boolean;
}

/** Tab 4, enterprise history (spec 001 §2): a query form and a paged table of changes. */
export function EnterpriseHistoryTab({ enterpriseId, active }: EnterpriseHistoryTabProps) {
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

  // A fixed layout keeps every column's width: the content column takes the rest and its long
  // values wrap inside it, so the table never grows wider than the dialog (issue 15 item 3).
  const columns: TableColumnsType<EnterpriseHistory> = [
    { dataIndex: 'no', title: t('enterprise.history.no'), width: 80 },
    {
      dataIndex: 'module',
      title: t('enterprise.history.module'),
      width: 130,
      render: (module: string) => {
        const key = historyModuleKey(module);
        return key ? t(`enterprise.history.modules.${key}`) : module;
      },
    },
    {
      dataIndex: 'operateType',
      title: t('enterprise.history.operateType'),
      width: 120,
      render: (operateType: string) => {
        const key = historyOperateTypeKey(operateType);
        return key ? t(`enterprise.history.operateTypes.${key}`) : operateType;
      },
    },
    {
      key: 'operateContent',
      title: t('enterprise.history.operateContent'),
      render: (_, row) => <HistoryContent row={row} />,
    },
    {
      dataIndex: 'operateBy',
      title: t('enterprise.history.operateBy'),
      width: 120,
      ellipsis: { showTitle: true },
    },
    { dataIndex: 'operateTime', title: t('enterprise.history.operateTime'), width: 180 },
  ];

  return (
    <Flex vertical gap={16}>
      <HistoryFilterForm
        onSearch={(next) => {
          // The same filters again: a person searching expects fresh rows.
          if (JSON.stringify(next) === JSON.stringify(filters)) void refetch();
          else setFilters(next);
        }}
      />
      <PagedTable<EnterpriseHistory>
        rowKey={(row) => `${row.no}-${row.operateTime}`}
        size="small"
        tableLayout="fixed"
        columns={columns}
        {...tableProps}
      />
    </Flex>
  );
}
