import { BUTTON_CODES, type SystemUser } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  numberFilter,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { DeptTreeSelect, StatusBadge, statusOptionsOf } from '../parts';
import { systemKeys, useRoleOptions } from '../systemQueries';
import { systemTexts } from '../texts';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

type Dialog = { kind: 'add' } | { kind: 'edit'; user: SystemUser } | { kind: 'password'; user: SystemUser };

/** 用户管理 (catalogue key `user`): users with their department and roles; add, edit, disable, reset password. */
export default function UserScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  /** The account just added and its one-time password, shown once (issue 14). */
  const [created, setCreated] = useState<{ loginName: string; initialPassword: string } | null>(null);
  const can = useCan();
  const me = useOnsiteUser();
  const roles = useRoleOptions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'loginName', label: t('user.loginName') },
      { kind: 'text', name: 'userName', label: t('user.userName') },
      { kind: 'text', name: 'phonenumber', label: t('user.phonenumber') },
      { kind: 'select', name: 'status', label: t('common.status'), options: statusOptionsOf(t) },
      { kind: 'custom', name: 'deptId', label: t('user.dept'), input: <DeptTreeSelect /> },
      {
        kind: 'dateRange',
        name: 'createTime',
        label: t('common.createTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const roleNames = new Map((roles.data ?? []).map((role) => [role.roleId, role.roleName]));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: systemKeys.users() });

  const columns: TableColumnsType<SystemUser> = [
    { title: t('user.loginName'), dataIndex: 'loginName' },
    { title: t('user.userName'), dataIndex: 'userName' },
    { title: t('user.dept'), dataIndex: 'deptName' },
    { title: t('user.phonenumber'), dataIndex: 'phonenumber' },
    {
      title: t('user.roles'),
      dataIndex: 'roleIds',
      render: (roleIds: number[]) => roleIds.map((id) => roleNames.get(id) ?? id).join('、'),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: SystemUser['status']) => <StatusBadge status={status} t={t} />,
    },
    dateTimeColumn<SystemUser>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions = (user: SystemUser): RowAction[] => {
    const disabling = user.status === '0';
    return [
      {
        key: 'edit',
        label: t('common.edit'),
        permission: BUTTON_CODES.userEdit,
        run: () => setDialog({ kind: 'edit', user }),
      },
      {
        key: 'status',
        label: disabling ? t('common.disable') : t('common.enable'),
        danger: disabling,
        // The server refuses to disable user 1 or oneself: the action is not offered.
        visible:
          can(BUTTON_CODES.userEdit) && !(disabling && (user.userId === 1 || user.userId === me?.userId)),
        confirm: t(disabling ? 'common.confirmDisable' : 'common.confirmEnable', { name: user.userName }),
        successText: disabling ? t('common.disabledDone') : t('common.enabled'),
        run: () => client.system.user.changeStatus({ userId: user.userId, status: disabling ? '1' : '0' }),
      },
      {
        key: 'password',
        label: t('user.resetPassword'),
        permission: BUTTON_CODES.userResetPwd,
        run: () => setDialog({ kind: 'password', user }),
      },
    ];
  };

  return (
    <>
      <ListScreen<SystemUser>
        label={t('user.table')}
        queryKey={systemKeys.users()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="userId"
        rowActions={rowActions}
        actionsWidth={200}
        toolbar={
          can(BUTTON_CODES.userAdd) && (
            <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
              {t('common.add')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.system.user.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                loginName: applied.loginName,
                userName: applied.userName,
                phonenumber: applied.phonenumber,
                status: applied.status === '0' || applied.status === '1' ? applied.status : undefined,
                deptId: numberFilter(applied.deptId),
                beginTime: applied.beginTime,
                endTime: applied.endTime,
              }),
            },
            { signal },
          )
        }
      />
      <UserFormModal
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
      />
    </>
  );
}
