import type { EnterpriseUser } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { StatusBadge, statusOptionsOf } from '../../system/parts';
import { ResetPasswordModal } from '../../system/UserScreen/ResetPasswordModal';
import { enterpriseAdminKeys, useEnterpriseRoleOptions } from '../enterpriseAdminQueries';
import { enterpriseAdminTexts } from '../texts';
import { EnterpriseUserFormModal } from './EnterpriseUserFormModal';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: EnterpriseUser }
  | { kind: 'password'; user: EnterpriseUser };

/**
 * 企业用户 (catalogue key `enterpriseUser`, D45, D49): an enterprise administrator's own enterprise's sign-in
 * users. Filters in the URL, server paging; 新增 (a one-time password shown once), 修改 with the enterprise's
 * roles, 停用 / 启用, 重置密码 and 删除 (a member who never signed in), each asked first when it changes
 * state. Administrators' accounts are the platform's: their rows offer nothing. The server scopes and
 * refuses everything else.
 */
export default function EnterpriseUserScreen() {
  const { t } = useAreaTexts(enterpriseAdminTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const me = useOnsiteUser();
  const roles = useEnterpriseRoleOptions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  /** The account just added and its one-time password, shown once (issue 14). */
  const [created, setCreated] = useState<{ loginName: string; initialPassword: string } | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'loginName', label: t('user.loginName') },
      { kind: 'text', name: 'userName', label: t('user.userName') },
      { kind: 'select', name: 'status', label: t('common.status'), options: statusOptionsOf(t) },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const roleNames = new Map((roles.data ?? []).map((role) => [role.roleId, role.roleName]));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: enterpriseAdminKeys.users() });

  const columns: TableColumnsType<EnterpriseUser> = [
    { title: t('user.loginName'), dataIndex: 'loginName', sorter: true },
    { title: t('user.userName'), dataIndex: 'userName' },
    { title: t('user.phonenumber'), dataIndex: 'phonenumber' },
    {
      title: t('user.roles'),
      dataIndex: 'roleIds',
      render: (roleIds: number[], row: EnterpriseUser) =>
        row.admin ? (
          <Tag color="blue">{t('user.admin')}</Tag>
        ) : (
          roleIds.map((id) => roleNames.get(id) ?? id).join('、')
        ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: EnterpriseUser['status']) => <StatusBadge status={status} t={t} />,
    },
    {
      title: t('user.loginDate'),
      dataIndex: 'loginDate',
      render: (loginDate: string | null) =>
        loginDate ?? <Typography.Text type="secondary">{t('user.neverSignedIn')}</Typography.Text>,
    },
    dateTimeColumn<EnterpriseUser>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions = (user: EnterpriseUser): RowAction[] => {
    // The server refuses changing administrators (the platform's accounts) and disabling oneself.
    const member = !user.admin && user.userId !== me?.userId;
    const disabling = user.status === '0';
    return [
      { key: 'edit', label: t('common.edit'), visible: member, run: () => setDialog({ kind: 'edit', user }) },
      {
        key: 'status',
        label: disabling ? t('common.disable') : t('common.enable'),
        danger: disabling,
        visible: member,
        confirm: t(disabling ? 'common.confirmDisable' : 'common.confirmEnable', { name: user.userName }),
        successText: disabling ? t('common.disabledDone') : t('common.enabled'),
        run: () =>
          client.enterprise.enterpriseUser.changeStatus({
            userId: user.userId,
            status: disabling ? '1' : '0',
          }),
      },
      {
        key: 'password',
        label: t('user.resetPassword'),
        visible: member,
        run: () => setDialog({ kind: 'password', user }),
      },
      {
        key: 'remove',
        label: t('common.remove'),
        danger: true,
        // A member who signed in has left traces: the server refuses, so only 停用 is offered.
        visible: member && user.loginDate === null,
        confirm: t('user.removeQuestion', { name: user.userName }),
        successText: t('common.removed'),
        run: () => client.enterprise.enterpriseUser.remove({ userId: user.userId }),
      },
    ];
  };

  return (
    <>
      <ListScreen<EnterpriseUser>
        label={t('user.table')}
        queryKey={enterpriseAdminKeys.users()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="userId"
        rowActions={rowActions}
        actionsWidth={220}
        toolbar={
          <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
            {t('common.add')}
          </Button>
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.enterpriseUser.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                loginName: applied.loginName,
                userName: applied.userName,
                status: applied.status === '0' || applied.status === '1' ? applied.status : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <EnterpriseUserFormModal
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        user={dialog?.kind === 'edit' ? dialog.user : undefined}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
        onAdded={setCreated}
      />
      <Modal
        open={created !== null}
        title={t('user.createdTitle')}
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('user.createdText', { loginName: created?.loginName ?? '' })}
        </Typography.Paragraph>
        <Typography.Paragraph>
          {t('user.password')}：
          <Typography.Text code copyable>
            {created?.initialPassword}
          </Typography.Text>
        </Typography.Paragraph>
      </Modal>
      <ResetPasswordModal
        user={dialog?.kind === 'password' ? dialog.user : undefined}
        onClose={() => setDialog(null)}
        reset={client.enterprise.enterpriseUser.resetPwd}
      />
    </>
  );
}
