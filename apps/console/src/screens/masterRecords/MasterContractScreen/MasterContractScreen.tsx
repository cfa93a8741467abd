import {
  BUTTON_CODES,
  MASTER_CONTRACT_STATES,
  type MasterContract,
  type MasterContractState,
} from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  followDownloadLink,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../../masters/masterModel';
import { CONTRACT_BADGE, contractStateFilter, recordKeys } from '../masterRecordsModel';
import { masterRecordsTexts } from '../texts';
import { type ContractDialog, ContractFormModal } from './ContractFormModal';
import { TerminateContractModal } from './TerminateContractModal';

const RUNNING: readonly MasterContractState[] = ['pending', 'upcoming', 'active'];
const RENEWABLE: readonly MasterContractState[] = ['upcoming', 'active', 'expired'];

/**
 * 师傅合同 (catalogue key `masterContract`, D54): each master's service contracts with their state as of the server's
 * today (待签署, 未生效, 生效, 已到期, 已终止), the days left and 即将到期 (30 days, not renewed). Filters in the URL
 * (number, master, state, 即将到期), server paging; 新增合同, 修改 (while 待签署: attaching the signed copy signs it),
 * 续签 and 终止 (a reason required) behind `master:contract:edit`; 下载 the signed copy.
 */
export default function MasterContractScreen() {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<ContractDialog | null>(null);
  const [terminating, setTerminating] = useState<MasterContract | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'contractNo', label: t('field.contractNo') },
      { kind: 'text', name: 'masterName', label: t('field.masterName') },
      {
        kind: 'select',
        name: 'state',
        label: t('field.state'),
        options: MASTER_CONTRACT_STATES.map((state) => ({
          value: state,
          label: t(`contract.states.${state}`),
        })),
      },
      {
        kind: 'select',
        name: 'expiring',
        label: t('contract.expiring'),
        options: [{ value: '1', label: t('contract.expiringOnly') }],
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MasterContract> = [
    { title: t('field.contractNo'), dataIndex: 'contractNo', key: 'contractNo' },
    {
      title: t('field.master'),
      dataIndex: 'masterName',
      key: 'masterName',
      render: (name: string, row) => (
        <Flex vertical>
          <span>{name}</span>
          <Typography.Text type="secondary">
            {row.phonenumber}
            {row.teamName === null ? '' : ` · ${row.teamName}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('field.period'),
      key: 'period',
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>
            {row.startDate} ~ {row.endDate}
          </span>
          {row.renewedFromNo !== null && (
            <Typography.Text type="secondary">
              {t('contract.renewedFrom', { no: row.renewedFromNo })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: MasterContractState, row) => (
        <Flex gap={4} wrap align="center">
          <Badge status={CONTRACT_BADGE[state]} text={t(`contract.states.${state}`)} />
          {row.expiring && <Tag icon={<Badge status="warning" aria-hidden />}>{t('contract.expiring')}</Tag>}
          {row.renewed && <Tag>{t('contract.renewed')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('field.daysLeft'),
      dataIndex: 'daysLeft',
      key: 'daysLeft',
      render: (days: number | null) => (days === null ? '—' : t('contract.daysLeft', { count: days })),
    },
    {
      title: t('field.file'),
      dataIndex: 'fileName',
      key: 'fileName',
      render: (fileName: string | null) =>
        fileName ?? <Typography.Text type="secondary">{t('contract.noFile')}</Typography.Text>,
    },
    {
      title: t('field.remark'),
      dataIndex: 'remark',
      key: 'remark',
      render: (remark: string, row) =>
        row.terminateReason === null ? (
          remark || '—'
        ) : (
          <Typography.Text type="danger">
            {t('contract.terminatedBy', {
              name: row.terminateBy ?? '—',
              time: formatDateTime(row.terminateTime),
              reason: row.terminateReason,
            })}
          </Typography.Text>
        ),
    },
    { title: t('field.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<MasterContract>(t('field.createTime'), 'createTime'),
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('contract.hint')}</Typography.Paragraph>
      <ListScreen<MasterContract>
        label={t('contract.table')}
        queryKey={recordKeys.contracts()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="contractId"
        collapsedCount={4}
        scrollX={1500}
        toolbar={
          <Can permission={BUTTON_CODES.masterContractEdit}>
            <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
              {t('contract.add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'edit',
            label: t('contract.edit'),
            permission: BUTTON_CODES.masterContractEdit,
            visible: row.state === 'pending',
            run: () => setDialog({ kind: 'edit', contract: row }),
          },
          {
            key: 'renew',
            label: t('contract.renew'),
            permission: BUTTON_CODES.masterContractEdit,
            visible: RENEWABLE.includes(row.state) && !row.renewed,
            run: () => setDialog({ kind: 'renew', contract: row }),
          },
          {
            key: 'download',
            label: t('contract.download'),
            visible: row.filePath !== null,
            run: async () => followDownloadLink(await client.ticketedDownloadUrl(row.filePath ?? '')),
          },
          {
            key: 'terminate',
            label: t('contract.terminate'),
            danger: true,
            permission: BUTTON_CODES.masterContractEdit,
            visible: RUNNING.includes(row.state),
            run: () => setTerminating(row),
          },
        ]}
        actionsWidth={170}
        fetchPage={(applied, request, signal) =>
          client.master.contract.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                contractNo: applied.contractNo,
                masterName: applied.masterName,
                state: contractStateFilter(applied.state),
                expiring: applied.expiring === '1' ? ('1' as const) : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <ContractFormModal
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
      <TerminateContractModal
        contract={terminating}
        onClose={() => setTerminating(null)}
        onDone={() => {
          setTerminating(null);
          refresh();
        }}
      />
    </>
  );
}
