import { APPROVAL_MODEL_REMARK_MAX, type ApprovalModel, type ApprovalRole } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../i18n/areaTexts';
import { workflowTexts } from './texts';
import { workflowKeys } from './workflowModel';

export interface ApproverRolesModalProps {
  /** The model to change; null keeps the dialog closed. */
  model: ApprovalModel | null;
  onClose: () => void;
}

interface Values {
  roleIds: number[];
  remark: string;
}

/**
 * 修改审批角色 (D51): the roles that decide a type, chosen among the enabled roles holding its approver
 * code (the type's definition lists them); the version read goes along, so a change made meanwhile is
 * refused by the server with its message.
 */
export function ApproverRolesModal({ model, onClose }: ApproverRolesModalProps) {
  const { t } = useAreaTexts(workflowTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const type = model?.approvalType ?? 'increase';
  const definition = useQuery({
    queryKey: workflowKeys.definition(type),
    queryFn: ({ signal }) => client.order.approvalModel.get({ approvalType: type }, { signal }),
    enabled: model !== null,
  });
  const options: ApprovalRole[] = definition.data?.roleOptions ?? model?.approverRoles ?? [];
  const initialValues = useMemo(
    () => ({ roleIds: model?.approverRoles.map((role) => role.roleId) ?? [], remark: '' }),
    [model],
  );
  return (
    <FormModal<Values>
      open={model !== null}
      title={t('edit.title', { type: t(`type.${type}`) })}
      name="approverRoles"
      initialValues={initialValues}
      onSubmit={({ roleIds, remark }) =>
        client.order.approvalModel.edit({
          approvalType: type,
          roleIds,
          version: model?.version ?? 1,
          remark: remark?.trim() ?? '',
        })
      }
      successText={t('edit.saved')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: workflowKeys.models });
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="roleIds"
        label={t('edit.roles')}
        extra={t('edit.rolesHint', { code: model?.approverCode ?? '' })}
        rules={[{ required: true, type: 'array', min: 1, message: t('edit.rolesRequired') }]}
      >
        <Select
          mode="multiple"
          loading={definition.isFetching}
          options={options.map((role) => ({ value: role.roleId, label: role.roleName }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('edit.remark')}>
        <Input.TextArea rows={2} maxLength={APPROVAL_MODEL_REMARK_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
