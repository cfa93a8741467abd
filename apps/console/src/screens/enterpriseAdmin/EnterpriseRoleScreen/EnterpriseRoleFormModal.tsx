import type { EnterpriseRole } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RemarkField, StatusField, typedRule } from '../../system/formFields';
import { PermissionTreeInput } from '../../system/RoleScreen/PermissionTreeInput';
import { checkedOf, grantsOf } from '../../system/RoleScreen/permissionTree';
import { useEnterpriseAllowance } from '../enterpriseAdminQueries';
import { enterpriseAdminTexts } from '../texts';
import { allowanceTreeOf } from './allowanceTree';

interface RoleForm {
  roleName: string;
  roleSort: number;
  status: EnterpriseRole['status'];
  remark?: string;
  checked: number[];
}

export interface EnterpriseRoleFormModalProps {
  open: boolean;
  /** The role to edit; none adds one. */
  role: EnterpriseRole | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增 / 修改企业角色 (D49): name, order, status and the menus and buttons it grants, chosen only from what
 * the enterprise holds (the server refuses anything beyond, D45). At least one menu and one button.
 */
export function EnterpriseRoleFormModal({ open, role, onClose, onSaved }: EnterpriseRoleFormModalProps) {
  const { t } = useAreaTexts(enterpriseAdminTexts);
  const client = useOnsiteClient();
  const allowance = useEnterpriseAllowance();
  const tree = useMemo(
    () => (allowance.data ? allowanceTreeOf(allowance.data.menus) : undefined),
    [allowance.data],
  );
  // A role's checked entries come from the tree: its form is filled again once the tree has loaded.
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
      roleSort: values.roleSort,
      status: values.status,
      remark: values.remark?.trim() ?? '',
      ...grantsOf(tree, new Set(values.checked), role?.buttons),
    };
    if (role) await client.enterprise.enterpriseRole.edit({ roleId: role.roleId, ...fields });
    else await client.enterprise.enterpriseRole.add(fields);
  };

  return (
    <FormModal<RoleForm>
      open={open}
      title={role ? t('role.editTitle') : t('role.addTitle')}
      name="enterpriseRole"
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
            extra={t('role.permissionsHelp')}
            rules={[
              {
                // The server needs a menu (a role that opens nothing is a mistake) and a code (D11 would read
                // none as "every button").
                validator: (_, checked: number[] | undefined) => {
                  if (!tree) return Promise.reject(new Error(t('role.menusFailed')));
                  const grants = grantsOf(tree, new Set(checked), role?.buttons);
                  if (grants.menuIds.length === 0) return Promise.reject(new Error(t('role.menusRequired')));
                  if (grants.buttons.length === 0)
                    return Promise.reject(new Error(t('role.buttonsRequired')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <PermissionTreeInput tree={tree} failed={allowance.isError} t={t} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <RemarkField t={t} />
        </Col>
      </Row>
    </FormModal>
  );
}
