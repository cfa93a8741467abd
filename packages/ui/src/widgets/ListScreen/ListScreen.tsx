import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadedFile } from '@onsite/api-client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, type TableColumnsType, type TableProps } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { saveBlob } from '../../providers/query/saveBlob';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { PagedTable, type PageRequest } from '../PagedTable/PagedTable';
import { type PageResult, usePagedQuery } from '../PagedTable/usePagedQuery';
import { type FilterField, type FilterValues, QueryForm, sameFilters } from '../QueryForm';
import { type RowAction, RowActions } from '../RowActions';

export interface ListScreenProps<T extends object> {
  /** The query key of the list without its filters (e.g. `['orders', 'list']`); filters and page are appended. */
  queryKey: QueryKey;
  /** Fetches one page of the list for the applied filters. */
  fetchPage: (filters: FilterValues, request: PageRequest, signal: AbortSignal) => Promise<PageResult<T>>;
  /** The query form's fields; none gives a list without a form. */
  fields?: readonly FilterField[];
  /** The applied filters (the URL's, so a link or a reload keeps them). */
  filters: FilterValues;
  /** Called with the filters a person applies. */
  onFiltersChange: (filters: FilterValues) => void;
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  /** The actions of a row; an actions column shows when given. */
  rowActions?: (row: T) => readonly RowAction[];
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Buttons above the table (e.g. 新增), beside 导出. */
  toolbar?: ReactNode;
  /** The server's Excel export of the filtered list; shows 导出. */
  exportFile?: (filters: FilterValues) => Promise<DownloadedFile>;
  /** Row selection, e.g. for batch actions. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Fields shown while the form is collapsed. */
  collapsedCount?: number;
  /** Horizontal scroll width for wide tables. */
  scrollX?: number;
  /** Accessible name of the table. */
  label: string;
}

/**
 * The list-screen pattern (issue 9): a collapsible query form whose filters live in the URL, a
 * server-paged table (000 §9 footer and defaults, step-back), row actions gated by permission and
 * confirmed when they change data, a toolbar with the server's export. Each screen describes its
 * entity (fields, columns, actions); this carries the rest.
 */
export function ListScreen<T extends object>({
  queryKey,
  fetchPage,
  fields = [],
  filters,
  onFiltersChange,
  columns,
  rowKey,
  rowActions,
  actionsWidth = 180,
  toolbar,
  exportFile,
  rowSelection,
  collapsedCount,
  scrollX,
  label,
}: ListScreenProps<T>) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const { tableProps, query } = usePagedQuery<T>({
    queryKey: [...queryKey, filters],
    fetcher: (request, signal) => fetchPage(filters, request, signal),
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey });
  };

  const runExport = async () => {
    if (!exportFile) return;
    setExporting(true);
    try {
      const { blob, fileName } = await exportFile(filters);
      saveBlob(blob, fileName);
      void message.success(t('list.exportSuccess'));
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('list.systemError'));
    } finally {
      setExporting(false);
    }
  };

  const shownColumns: TableColumnsType<T> = rowActions
    ? [
        ...columns,
        {
          key: 'actions',
          title: t('list.actions'),
          fixed: 'right',
          width: actionsWidth,
          render: (_value: unknown, row: T) => <RowActions actions={rowActions(row)} onDone={refresh} />,
        },
      ]
    : columns;

  return (
    <Flex vertical gap={16}>
      {fields.length > 0 && (
        <Card size="small">
          <QueryForm
            fields={fields}
            values={filters}
            onSearch={(next) => (sameFilters(next, filters) ? void query.refetch() : onFiltersChange(next))}
            {...(collapsedCount === undefined ? {} : { collapsedCount })}
          />
        </Card>
      )}
      <Card size="small">
        {(toolbar || exportFile) && (
          <Flex gap={8} justify="flex-end" wrap style={{ marginBottom: 12 }}>
            {toolbar}
            {exportFile && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
                {t('list.export')}
              </Button>
            )}
          </Flex>
        )}
        <PagedTable<T>
          {...tableProps}
          aria-label={label}
          columns={shownColumns}
          rowKey={rowKey as string | ((row: T) => Key)}
          {...(rowSelection ? { rowSelection } : {})}
          scroll={{ x: scrollX ?? 'max-content' }}
          onRetry={() => void query.refetch()}
        />
      </Card>
    </Flex>
  );
}
