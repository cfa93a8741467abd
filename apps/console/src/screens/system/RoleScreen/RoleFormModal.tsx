import type { Role } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RemarkField, StatusField, typedRule } from '../formFields';
import { useAllMenus } from '../systemQueries';
import { systemTexts } from '../texts';
import { PermissionTreeInput } from './PermissionTreeInput';
import { checkedOf, grantsOf, permissionTreeOf } from './permissionTree';

/** The role key the server accepts (RoleSchema). */
const ROLE_KEY = /^[A-Za-z][A-Za-z0-9_:-]*$/;

interface RoleForm {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: Role['status'];
  remark?: string;
  checked: number[];
}

export interface RoleFormModalProps {
  open: boolean;
  /** The role to edit; none adds one. */
  role: Role | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增角色 / 修改角色: name, key, order, status and the menus and buttons it grants. */
export function RoleFormModal({ open, role, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const menus = useAllMenus(open);
  const tree = useMemo(() => (menus.data ? permissionTreeOf(menus.data) : undefined), [menus.data]);
  // A role's checked menus come from the tree: its form is filled again once the tree has loaded
  // (a new role does not wait for it, so nothing typed meanwhile is lost).
  const roleTree = role ? tree : undefined;
  const initialValues = useMemo(
    () => ({
      roleSort: 0,
      status: '0' as const,
      ...role,
      checked: role && roleTree ? [...checkedOf(roleTree, role)] : [],
    }),
    [role, roleTree],
  );

  const save = async (values: RoleForm) => {
    if (!tree) return;
    const fields = {
      roleName: values.roleName.trim(),
      roleKey: values.roleKey.trim(),
      roleSort: values.roleSort,
      status: values.status,
      remark: values.remark?.trim() ?? '',
      ...grantsOf(tree, new Set(values.checked), role?.buttons),
    };
    if (role) await client.system.role.edit({ roleId: role.roleId, ...fields });
    else await client.system.role.add(fields);
  };

  return (
    <FormModal<RoleForm>
      open={open}
      title={role ? t('role.editTitle') : t('role.addTitle')}
      name="systemRole"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(role ? 'common.edited' : 'common.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ width: 720, forceRender: true }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="roleName" label={t('role.roleName')} rules={[typedRule(t, t('role.roleName'))]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="roleKey"
            label={t('role.roleKey')}
            rules={[typedRule(t, t('role.roleKey')), { pattern: ROLE_KEY, message: t('role.keyRule') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="roleSort"
            label={t('role.roleSort')}
            rules={[{ required: true, message: t('common.required', { label: t('role.roleSort') }) }]}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <StatusField t={t} />
        </Col>
        <Col span={24}>
          <Form.Item
            name="checked"
            label={t('role.permissions')}
            rules={[
              {
                // The server refuses a role without buttons: D11 would read none as "every button".
                validator: (_, checked: number[] | undefined) =>
                  tree && grantsOf(tree, new Set(checked), role?.buttons).buttons.length > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('role.buttonsRequired'))),
              },
            ]}
          >
            <PermissionTreeInput tree={tree} failed={menus.isError} t={t} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <RemarkField t={t} />
        </Col>
      </Row>
    </FormModal>
  );
}
