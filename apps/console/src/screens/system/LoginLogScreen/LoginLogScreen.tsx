import type { LoginLog } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { Badge, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { systemTexts } from '../texts';

/** 登录日志 (catalogue key `logininfor`): every sign-in attempt, filtered by name, address, result and day. */
export default function LoginLogScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'loginName', label: t('loginLog.loginName') },
      { kind: 'text', name: 'ipaddr', label: t('loginLog.ipaddr') },
      {
        kind: 'select',
        name: 'status',
        label: t('loginLog.status'),
        options: [
          { value: '0', label: t('loginLog.success') },
          { value: '1', label: t('loginLog.failure') },
        ],
      },
      {
        kind: 'dateRange',
        name: 'loginTime',
        label: t('loginLog.loginTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const columns: TableColumnsType<LoginLog> = [
    { title: t('loginLog.loginName'), dataIndex: 'loginName' },
    { title: t('loginLog.ipaddr'), dataIndex: 'ipaddr' },
    { title: t('loginLog.loginLocation'), dataIndex: 'loginLocation' },
    { title: t('loginLog.browser'), dataIndex: 'browser' },
    { title: t('loginLog.os'), dataIndex: 'os' },
    {
      title: t('loginLog.status'),
      dataIndex: 'status',
      render: (status: LoginLog['status']) =>
        status === '0' ? (
          <Badge status="success" text={t('loginLog.success')} />
        ) : (
          <Badge status="error" text={t('loginLog.failure')} />
        ),
    },
    { title: t('loginLog.msg'), dataIndex: 'msg' },
    dateTimeColumn<LoginLog>(t('loginLog.loginTime'), 'loginTime', { sorter: true }),
  ];

  return (
    <ListScreen<LoginLog>
      label={t('loginLog.table')}
      queryKey={['system', 'loginLogs']}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey="infoId"
      fetchPage={(applied, request, signal) =>
        client.system.logininfor.list(
          {
            ...pageQueryOf(request),
            ...definedOnly({
              loginName: applied.loginName,
              ipaddr: applied.ipaddr,
              status: applied.status === '0' || applied.status === '1' ? applied.status : undefined,
              beginTime: applied.beginTime,
              endTime: applied.endTime,
            }),
          },
          { signal },
        )
      }
    />
  );
}
