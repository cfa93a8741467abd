import { TEAM_ROLE_NAME_MAX, TEAM_ROLE_REMARK_MAX, type TeamRole } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { teamsTexts } from '../texts';

interface RoleValues {
  roleName: string;
  sort: number;
  remark?: string;
}

export interface TeamRoleFormModalProps {
  /** The role to edit, `'new'` to add one; null keeps the dialog closed. */
  editing: TeamRole | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增 / 修改团队角色 (D52): name (required, unique on the server), order and description; the kind never changes. */
export function TeamRoleFormModal({ editing, onClose, onSaved }: TeamRoleFormModalProps) {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  const role = editing === 'new' ? null : editing;
  return (
    <FormModal<RoleValues>
      open={editing !== null}
      title={role ? t('role.editTitle') : t('role.addTitle')}
      name="teamRoleForm"
      initialValues={role ? { roleName: role.roleName, sort: role.sort, remark: role.remark } : { sort: 10 }}
      onSubmit={(values) => {
        const input = {
          roleName: values.roleName.trim(),
          sort: values.sort,
          remark: (values.remark ?? '').trim(),
        };
        return role
          ? client.master.teamRole.edit({ teamRoleId: role.teamRoleId, ...input })
          : client.master.teamRole.add(input);
      }}
      successText={t('role.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="roleName"
        label={t('field.roleName')}
        rules={[{ required: true, whitespace: true, message: t('role.nameRequired') }]}
      >
        <Input maxLength={TEAM_ROLE_NAME_MAX} />
      </Form.Item>
      <Form.Item name="sort" label={t('field.sort')} rules={[{ required: true }]}>
        <InputNumber min={0} max={999} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea rows={2} maxLength={TEAM_ROLE_REMARK_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
