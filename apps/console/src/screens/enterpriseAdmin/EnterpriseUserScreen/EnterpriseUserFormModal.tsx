import type { EnterpriseUser } from '@onsite/domain';
import { isMobile } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RemarkField, StatusField, typedRule } from '../../system/formFields';
import { useEnterpriseRoleOptions } from '../enterpriseAdminQueries';
import { enterpriseAdminTexts } from '../texts';

/** The login-name rule the server checks (the contract's pattern). */
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{2,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface UserForm {
  loginName: string;
  userName: string;
  roleIds: number[];
  phonenumber?: string;
  email?: string;
  sex: EnterpriseUser['sex'];
  status: EnterpriseUser['status'];
  remark?: string;
}

export interface EnterpriseUserFormModalProps {
  open: boolean;
  /** The member to edit; none adds one. */
  user: EnterpriseUser | undefined;
  onClose: () => void;
  /** After the server saved: the list refreshes. */
  onSaved: () => void;
  /** A member was added: its one-time password, to show once (issue 14). */
  onAdded: (account: { loginName: string; initialPassword: string }) => void;
}

/**
 * 新增 / 修改企业用户 (D49): name, the enterprise's own roles (the only ones offered; the server refuses
 * any other), contact, status. No department, user type or enterprise: all are the administrator's.
 */
export function EnterpriseUserFormModal({
  open,
  user,
  onClose,
  onSaved,
  onAdded,
}: EnterpriseUserFormModalProps) {
  const { t } = useAreaTexts(enterpriseAdminTexts);
  const client = useOnsiteClient();
  const roles = useEnterpriseRoleOptions();
  const adding = user === undefined;
  const initialValues = useMemo(
    () => ({ sex: '2' as const, status: '0' as const, roleIds: [], ...user }),
    [user],
  );
  // A disabled role stays shown on a member who holds it; only enabled ones are offered anew.
  const options = (roles.data ?? [])
    .filter((role) => role.status === '0' || user?.roleIds.includes(role.roleId))
    .map((role) => ({ value: role.roleId, label: role.roleName }));

  const save = async (values: UserForm) => {
    const fields = {
      userName: values.userName.trim(),
      roleIds: values.roleIds,
      phonenumber: values.phonenumber?.trim() ?? '',
      email: values.email?.trim() ?? '',
      sex: values.sex,
      status: values.status,
      remark: values.remark?.trim() ?? '',
    };
    if (user) await client.enterprise.enterpriseUser.edit({ userId: user.userId, ...fields });
    else {
      const loginName = values.loginName.trim();
      const { initialPassword } = await client.enterprise.enterpriseUser.add({ loginName, ...fields });
      onAdded({ loginName, initialPassword });
    }
  };

  return (
    <FormModal<UserForm>
      open={open}
      title={adding ? t('user.addTitle') : t('user.editTitle')}
      name="enterpriseUser"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(adding ? 'common.added' : 'common.edited')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ width: 720, forceRender: true }}
    >
      {roles.isError && (
        <Alert type="error" showIcon title={t('user.rolesFailed')} style={{ marginBottom: 16 }} />
      )}
      {roles.isSuccess && options.length === 0 && (
        <Alert type="warning" showIcon title={t('user.noRoles')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        {adding && (
          <Col span={12}>
            <Form.Item
              name="loginName"
              label={t('user.loginName')}
              rules={[
                typedRule(t, t('user.loginName')),
                { pattern: LOGIN_NAME, message: t('user.loginNameRule') },
              ]}
            >
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="userName" label={t('user.userName')} rules={[typedRule(t, t('user.userName'))]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="roleIds"
            label={t('user.roles')}
            rules={[{ required: true, type: 'array', min: 1, message: t('user.rolesRequired') }]}
          >
            <Select
              mode="multiple"
              loading={roles.isPending}
              options={options}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="phonenumber"
            label={t('user.phonenumber')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || isMobile(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('user.mobileRule'))),
              },
            ]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label={t('user.email')}
            rules={[{ pattern: EMAIL, message: t('user.emailRule') }]}
          >
            <Input maxLength={50} inputMode="email" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sex" label={t('user.sex')}>
            <Select
              options={[
                { value: '0', label: t('user.male') },
                { value: '1', label: t('user.female') },
                { value: '2', label: t('user.unknown') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <StatusField t={t} />
        </Col>
        <Col span={24}>
          <RemarkField t={t} />
        </Col>
      </Row>
    </FormModal>
  );
}
