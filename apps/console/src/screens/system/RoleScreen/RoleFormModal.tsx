import type { Role } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useEffect, useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useAllMenus } from '../systemQueries';
import { systemTexts } from '../texts';
import { useFormSubmit } from '../useFormSubmit';
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
  const [form] = Form.useForm<RoleForm>();
  const menus = useAllMenus(open);
  const tree = useMemo(() => (menus.data ? permissionTreeOf(menus.data) : undefined), [menus.data]);

  useEffect(() => {
    if (!open || !tree) return;
    form.resetFields();
    if (role) form.setFieldsValue({ ...role, checked: [...checkedOf(tree, role)] });
  }, [open, role, tree, form]);

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
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
    },
    {
      successText: t(role ? 'common.edited' : 'common.added'),
      systemError: t('common.systemError'),
      onSaved,
    },
  );

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { label }),
  });
  return (
    <Modal
      open={open}
      title={role ? t('role.editTitle') : t('role.addTitle')}
      width={720}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
    >
      <Form<RoleForm>
        form={form}
        name="systemRole"
        layout="vertical"
        initialValues={{ roleSort: 0, status: '0', checked: [] }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="roleName" label={t('role.roleName')} rules={[required(t('role.roleName'))]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="roleKey"
              label={t('role.roleKey')}
              rules={[required(t('role.roleKey')), { pattern: ROLE_KEY, message: t('role.keyRule') }]}
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
            <Form.Item name="status" label={t('common.status')}>
              <Radio.Group
                options={[
                  { value: '0', label: t('common.normal') },
                  { value: '1', label: t('common.disabled') },
                ]}
              />
            </Form.Item>
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
            <Form.Item name="remark" label={t('common.remark')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
