import { BUTTON_CODES, type EnterpriseSignInAccount } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Badge, Flex, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { ResetPasswordModal } from '../../../system/UserScreen/ResetPasswordModal';
import { idFilter, oneOf } from '../scope';
import { enterpriseServiceTexts } from '../texts';

const QUERY_KEY = ['enterprise', 'accounts'] as const;
const STATES = ['0', '1'] as const;

/**
 * 企业账号 (catalogue key `enterpriseAccount`, D62): staff's view of every enterprise's sign-in accounts —
 * the users of D45 that an enterprise's administrator manages on 企业用户 (D49), no second user table.
 * Filters in the URL, server paging; 停用 / 启用 and 解锁 (an account locked by wrong passwords) are asked
 * first, 重置密码 is the system's dialog with this screen's call; each offered only with its code.
 */
export default function EnterpriseAccountScreen() {
  const { t } = useAreaTexts(enterpriseServiceTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const [resetting, setResetting] = useState<EnterpriseSignInAccount | undefined>(undefined);
  const mayEdit = can(BUTTON_CODES.accountEdit);
  const mayReset = can(BUTTON_CODES.accountResetPwd);
  const calls = client.enterprise.enterpriseAccount;

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'custom',
        name: 'enterpriseId',
        label: t('common.enterprise'),
        input: <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />,
      },
      { kind: 'text', name: 'loginName', label: t('account.loginName') },
      { kind: 'text', name: 'userName', label: t('account.userName') },
      {
        kind: 'select',
        name: 'status',
        label: t('common.status'),
        options: [
          { value: '0', label: t('account.enabled') },
          { value: '1', label: t('account.disabled') },
        ],
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<EnterpriseSignInAccount> = [
    { title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('account.loginName'), dataIndex: 'loginName', key: 'loginName', sorter: true },
    { title: t('account.userName'), dataIndex: 'userName', key: 'userName' },
    {
      title: t('account.role'),
      dataIndex: 'admin',
      key: 'admin',
      render: (admin: boolean) =>
        admin ? <Tag color="blue">{t('account.admin')}</Tag> : <Tag>{t('account.member')}</Tag>,
    },
    {
      title: t('account.phone'),
      dataIndex: 'phonenumber',
      key: 'phonenumber',
      render: (phone: string) => phone || '-',
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: '0' | '1') =>
        status === '0' ? (
          <Badge status="success" text={t('account.enabled')} />
        ) : (
          <Badge status="default" text={t('account.disabled')} />
        ),
    },
    {
      title: t('account.lock'),
      dataIndex: 'lockedUntil',
      key: 'lockedUntil',
      render: (until: string | null) =>
        until === null ? (
          t('account.notLocked')
        ) : (
          <Tag color="red">{t('account.locked', { time: until })}</Tag>
        ),
    },
    dateTimeColumn<EnterpriseSignInAccount>(t('account.loginDate'), 'loginDate', { sorter: true }),
    dateTimeColumn<EnterpriseSignInAccount>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions =
    mayEdit || mayReset
      ? (row: EnterpriseSignInAccount) => {
          const name = row.userName || row.loginName;
          return [
            {
              key: 'disable',
              label: t('account.disable'),
              visible: mayEdit && row.status === '0',
              confirm: t('account.confirmDisable', { name }),
              successText: t('account.disabledDone'),
              run: () => calls.changeStatus({ userId: row.userId, status: '1' }),
            },
            {
              key: 'enable',
              label: t('account.enable'),
              visible: mayEdit && row.status === '1',
              confirm: t('account.confirmEnable', { name }),
              successText: t('account.enabledDone'),
              run: () => calls.changeStatus({ userId: row.userId, status: '0' }),
            },
            {
              key: 'reset',
              label: t('account.resetPassword'),
              visible: mayReset,
              run: () => setResetting(row),
            },
            {
              key: 'unlock',
              label: t('account.unlock'),
              visible: mayEdit && row.lockedUntil !== null,
              confirm: t('account.confirmUnlock', { name }),
              successText: t('account.unlockedDone'),
              run: () => calls.unlock({ userId: row.userId }),
            },
          ];
        }
      : undefined;

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('account.hint')} />
      <ListScreen<EnterpriseSignInAccount>
        label={t('account.table')}
        queryKey={QUERY_KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="userId"
        {...(rowActions ? { rowActions, actionsWidth: 220 } : {})}
        fetchPage={(applied, request, signal) =>
          calls.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: idFilter(applied.enterpriseId),
                loginName: applied.loginName,
                userName: applied.userName,
                status: oneOf(STATES, applied.status),
              }),
            },
            { signal },
          )
        }
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} reset={calls.resetPwd} />
    </Flex>
  );
}
