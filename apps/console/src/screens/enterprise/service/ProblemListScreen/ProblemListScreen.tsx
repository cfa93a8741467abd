import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, PROBLEM_CATEGORIES, PROBLEM_STATES, type ProblemRow } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { useSessionStore } from '../../../../stores/sessionStore';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { idFilter, oneOf } from '../scope';
import { enterpriseServiceTexts } from '../texts';
import { HandleProblemModal, type ProblemEditing, ProblemFormModal } from './ProblemFormModal';

const QUERY_KEY = ['enterprise', 'problems'] as const;

/**
 * 问题列表 (catalogue key `problemList`, D62): problems reported on an enterprise's orders and
 * installations — category, description, the order — open until handled with a result. An open
 * problem may be edited or deleted (asked first); 处理 is staff's (its own code); a handled problem is
 * a record. Staff see every enterprise's problems, an enterprise user only their own (the server decides).
 */
export default function ProblemListScreen() {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const ownEnterprise = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const staff = ownEnterprise === null;
  const [editing, setEditing] = useState<ProblemEditing>(null);
  const [handling, setHandling] = useState<ProblemRow | null>(null);
  const mayAdd = can(BUTTON_CODES.problemAdd);
  const mayHandle = can(BUTTON_CODES.problemHandle);

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('common.enterprise'),
              input: <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: 'orderNo', label: t('problem.orderNo') },
      {
        kind: 'select',
        name: 'category',
        label: t('problem.category'),
        options: PROBLEM_CATEGORIES.map((value) => ({ value, label: t(`problem.categories.${value}`) })),
      },
      {
        kind: 'select',
        name: 'state',
        label: t('problem.state'),
        options: PROBLEM_STATES.map((value) => ({ value, label: t(`problem.states.${value}`) })),
      },
    ],
    [t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  const columns: TableColumnsType<ProblemRow> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    {
      title: t('problem.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string | null) => orderNo ?? t('problem.noOrder'),
    },
    {
      title: t('problem.category'),
      dataIndex: 'category',
      key: 'category',
      render: (category: ProblemRow['category']) => t(`problem.categories.${category}`),
    },
    { title: t('problem.description'), dataIndex: 'description', key: 'description', ellipsis: true },
    {
      title: t('problem.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ProblemRow['state']) => (
        <Badge status={state === 'open' ? 'warning' : 'success'} text={t(`problem.states.${state}`)} />
      ),
    },
    {
      title: t('problem.result'),
      dataIndex: 'result',
      key: 'result',
      ellipsis: true,
      render: (result: string) => result || '-',
    },
    { title: t('problem.reportedBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<ProblemRow>(t('problem.reportedTime'), 'createTime', { sorter: true }),
    {
      title: t('problem.handledBy'),
      dataIndex: 'handledBy',
      key: 'handledBy',
      render: (name: string) => name || '-',
    },
    dateTimeColumn<ProblemRow>(t('problem.handledTime'), 'handledTime', { sorter: true }),
  ];

  const rowActions =
    mayAdd || mayHandle
      ? (row: ProblemRow) => {
          const open = row.state === 'open';
          return [
            {
              key: 'handle',
              label: t('problem.handle'),
              visible: mayHandle && open,
              run: () => setHandling(row),
            },
            {
              key: 'edit',
              label: t('common.edit'),
              visible: mayAdd && open,
              run: () => setEditing({ kind: 'edit', row }),
            },
            {
              key: 'remove',
              label: t('common.remove'),
              visible: mayAdd && open,
              danger: true,
              confirm: t('problem.confirmRemove'),
              successText: t('common.removedDone'),
              run: () => client.enterprise.problem.remove({ problemId: row.problemId }),
            },
          ];
        }
      : undefined;

  return (
    <>
      <ListScreen<ProblemRow>
        label={t('problem.table')}
        queryKey={QUERY_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="problemId"
        toolbar={
          mayAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('problem.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        fetchPage={(applied, request, signal) =>
          client.enterprise.problem.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
                orderNo: applied.orderNo,
                category: oneOf(PROBLEM_CATEGORIES, applied.category),
                state: oneOf(PROBLEM_STATES, applied.state),
              }),
            },
            { signal },
          )
        }
      />
      <ProblemFormModal
        editing={editing}
        ownEnterprise={ownEnterprise}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
        onCancel={() => setEditing(null)}
      />
      <HandleProblemModal
        problem={handling}
        onSaved={() => {
          setHandling(null);
          refresh();
        }}
        onCancel={() => setHandling(null)}
      />
    </>
  );
}
