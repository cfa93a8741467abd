import { PlusOutlined } from '@ant-design/icons';
import type { ApiClient } from '@onsite/api-client';
import type { GrantCode } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  type PageResult,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUrlFilters } from '../../list/useUrlFilters';
import { EnterpriseSelect } from '../EnterpriseSelect';
import { CatalogFormModal } from './CatalogFormModal';
import { salesCatalogTexts } from './texts';

/** What every row of the sales catalogue carries (D53). */
export interface CatalogRow {
  enterpriseId: number;
  enterpriseName: string;
  forbiddenStatus: 0 | 1;
  remark: string;
  createTime: string | null;
}

/** A text of the area, with its values. */
export type CatalogText = (key: string, values?: Record<string, unknown>) => string;

/** The list query the screen sends besides the entity's own filters. */
export interface CatalogQuery {
  pageNum?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  enterpriseId?: number;
  forbiddenStatus?: 0 | 1;
}

/**
 * One entity of an enterprise's sales catalogue as its screen describes it (D53): the entity's
 * texts prefix, codes, its own columns and form items, and its calls. The list, the enterprise
 * scope, the state, the form's frame and the row actions are {@link CatalogScreen}'s.
 */
export interface CatalogDescription<Row extends CatalogRow, Values extends object> {
  entity: 'shop' | 'supplier' | 'channel' | 'source';
  codes: { list: GrantCode; edit: GrantCode; remove: GrantCode };
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  /** The URL and query name of the name filter, e.g. `shopName`. */
  nameFilter: string;
  /** The entity's columns after the enterprise and before the state. */
  columns: (t: CatalogText) => TableColumnsType<Row>;
  /** The form's items after the enterprise; `enterpriseId` is the one the entry belongs to. */
  formItems: (t: CatalogText, enterpriseId: number | undefined) => ReactNode;
  /** The form's values of a row (null: a new entry). */
  valuesOf: (row: Row | null) => Partial<Values>;
  calls: (client: ApiClient) => {
    list: (
      query: CatalogQuery & Record<string, string | undefined | number>,
      signal: AbortSignal,
    ) => Promise<PageResult<Row>>;
    add: (enterpriseId: number, values: Values) => Promise<unknown>;
    update: (row: Row, values: Values) => Promise<unknown>;
    change: (row: Row, action: 'disable' | 'enable' | 'remove') => Promise<unknown>;
  };
}

/** What the form edits: a new entry, an entry, or nothing (closed). */
export type Editing<Row> = { kind: 'new' } | { kind: 'edit'; row: Row } | null;

/** A state from the URL ('0' or '1'), else none. */
const stateFilter = (value: string | undefined) => (value === '0' ? 0 : value === '1' ? 1 : undefined);
/** An enterprise id from the URL, else none. */
const idFilter = (value: string | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/**
 * The list screen of one sales catalogue entity (D53) on the list-screen pattern: filters in the URL
 * (staff: the enterprise too), server paging; 新增 / 编辑 in a form, 禁用 / 启用 and 删除 each asked
 * first, each offered only with its code (the server checks them again). An enterprise user sees and
 * keeps only their own enterprise's entries (the server decides; the enterprise column and filter go).
 */
export function CatalogScreen<Row extends CatalogRow, Values extends object>({
  description,
}: {
  description: CatalogDescription<Row, Values>;
}) {
  const { t: translate } = useAreaTexts(salesCatalogTexts);
  const t: CatalogText = (key, values) => translate(key, values);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const ownEnterprise = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const staff = ownEnterprise === null;
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const { entity } = description;
  const queryKey = useMemo(() => ['enterprises', 'salesCatalog', entity] as const, [entity]);
  const calls = description.calls(client);
  const mayEdit = can(description.codes.edit);
  const mayRemove = can(description.codes.remove);

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: translate('common.enterprise'),
              input: <EnterpriseSelect placeholder={translate('common.chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: description.nameFilter, label: translate(`${entity}.name`) },
      {
        kind: 'select',
        name: 'forbiddenStatus',
        label: translate('common.status'),
        options: [
          { value: '0', label: translate('common.enabled') },
          { value: '1', label: translate('common.disabled') },
        ],
      },
    ],
    [translate, staff, entity, description.nameFilter],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<Row> = [
    ...(staff
      ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName', sorter: true }]
      : []),
    ...description.columns(t),
    {
      title: t('common.status'),
      dataIndex: 'forbiddenStatus',
      key: 'forbiddenStatus',
      render: (status: 0 | 1) =>
        status === 0 ? (
          <Badge status="success" text={t('common.enabled')} />
        ) : (
          <Badge status="default" text={t('common.disabled')} />
        ),
    },
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    dateTimeColumn<Row>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions =
    mayEdit || mayRemove
      ? (row: Row) => {
          const name = description.nameOf(row);
          return [
            {
              key: 'edit',
              label: t('common.edit'),
              visible: mayEdit,
              run: () => setEditing({ kind: 'edit', row }),
            },
            {
              key: 'disable',
              label: t('common.disable'),
              visible: mayEdit && row.forbiddenStatus === 0,
              confirm: t(`${entity}.confirmDisable`, { name }),
              successText: t('common.disabledDone'),
              run: () => calls.change(row, 'disable'),
            },
            {
              key: 'enable',
              label: t('common.enable'),
              visible: mayEdit && row.forbiddenStatus === 1,
              confirm: t(`${entity}.confirmEnable`, { name }),
              successText: t('common.enabledDone'),
              run: () => calls.change(row, 'enable'),
            },
            {
              key: 'remove',
              label: t('common.remove'),
              visible: mayRemove,
              danger: true,
              confirm: t(`${entity}.confirmRemove`, { name }),
              successText: t('common.removedDone'),
              run: () => calls.change(row, 'remove'),
            },
          ];
        }
      : undefined;

  return (
    <>
      <ListScreen<Row>
        label={t(`${entity}.table`)}
        queryKey={queryKey}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey={(row: Row) => description.idOf(row)}
        toolbar={
          mayEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t(`${entity}.add`)}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        fetchPage={(applied, request, signal) =>
          calls.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
                [description.nameFilter]: applied[description.nameFilter],
                forbiddenStatus: stateFilter(applied.forbiddenStatus),
              }),
            },
            signal,
          )
        }
      />
      <CatalogFormModal<Row, Values>
        description={description}
        editing={editing}
        ownEnterprise={ownEnterprise}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey });
        }}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}
