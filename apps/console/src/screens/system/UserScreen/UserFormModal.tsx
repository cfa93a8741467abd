import type { SystemUser } from '@onsite/domain';
import { isMobile, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RemarkField, StatusField, typedRule } from '../formFields';
import { DeptTreeSelect } from '../parts';
import { useEnterpriseOptions, useRoleOptions } from '../systemQueries';
import { systemTexts } from '../texts';

/** RuoYi's login-name rule, as the server checks it. */
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{2,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** User types the form offers (D9): staff, the platform super type, enterprise users, the brand type. */
const USER_TYPES = [
  ['01', 'user.typeStaff'],
  ['00', 'user.typePlatform'],
  [USER_TYPE_ENTERPRISE, 'user.typeEnterprise'],
  ['1', 'user.typeBrand'],
] as const;

interface UserForm {
  loginName: string;
  userName: string;
  deptId: number;
  roleIds: number[];
  userType: string;
  enterpriseId?: number;
  phonenumber?: string;
  email?: string;
  sex: SystemUser['sex'];
  status: SystemUser['status'];
  remark?: string;
}

export interface UserFormModalProps {
  open: boolean;
  /** The user to edit; none adds one. */
  user: SystemUser | undefined;
  onClose: () => void;
  /** After the server saved: the list refreshes. */
  onSaved: () => void;
  /** A user was added: its one-time password, to show once (issue 14). */
  onAdded?: (account: { loginName: string; initialPassword: string }) => void;
}

/** 新增用户 / 修改用户: name, department, roles, type (an enterprise for type 22), contact, status. */
export function UserFormModal({ open, user, onClose, onSaved, onAdded }: UserFormModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<UserForm>();
  const roles = useRoleOptions();
  const userType = Form.useWatch('userType', form);
  const enterprises = useEnterpriseOptions(open && userType === USER_TYPE_ENTERPRISE);
  const adding = user === undefined;
  const initialValues = useMemo(
    () => ({
      userType: '01',
      sex: '2' as const,
      status: '0' as const,
      roleIds: [],
      ...(user && {
        ...user,
        deptId: user.deptId ?? undefined,
        enterpriseId: user.enterpriseId ?? undefined,
      }),
    }),
    [user],
  );

  const save = async (values: UserForm) => {
    const fields = {
      userName: values.userName.trim(),
      deptId: values.deptId,
      roleIds: values.roleIds,
      userType: values.userType,
      phonenumber: values.phonenumber?.trim() ?? '',
      email: values.email?.trim() ?? '',
      sex: values.sex,
      status: values.status,
      remark: values.remark?.trim() ?? '',
      ...(values.userType === USER_TYPE_ENTERPRISE && values.enterpriseId !== undefined
        ? { enterpriseId: values.enterpriseId }
        : {}),
    };
    if (user) await client.system.user.edit({ userId: user.userId, ...fields });
    else {
      const loginName = values.loginName.trim();
      const { initialPassword } = await client.system.user.add({ loginName, ...fields });
      onAdded?.({ loginName, initialPassword });
    }
  };

  const chosen = (label: string) => ({ required: true, message: t('common.chooseRequired', { label }) });
  return (
    <FormModal<UserForm>
      open={open}
      title={adding ? t('user.addTitle') : t('user.editTitle')}
      name="systemUser"
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      successText={t(adding ? 'common.added' : 'common.edited')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ width: 720, forceRender: true }}
    >
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
          <Form.Item name="deptId" label={t('user.dept')} rules={[chosen(t('user.dept'))]}>
            <DeptTreeSelect />
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
              options={(roles.data ?? []).map((role) => ({ value: role.roleId, label: role.roleName }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="userType" label={t('user.userType')} rules={[chosen(t('user.userType'))]}>
            <Select options={USER_TYPES.map(([value, key]) => ({ value, label: t(key) }))} />
          </Form.Item>
        </Col>
        {userType === USER_TYPE_ENTERPRISE && (
          <Col span={12}>
            <Form.Item
              name="enterpriseId"
              label={t('user.enterprise')}
              rules={[{ required: true, message: t('user.enterpriseRequired') }]}
            >
              <Select
                loading={enterprises.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                options={(enterprises.data ?? []).map((option) => ({
                  value: option.enterpriseId,
                  label: option.enterpriseName,
                }))}
              />
            </Form.Item>
          </Col>
        )}
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
