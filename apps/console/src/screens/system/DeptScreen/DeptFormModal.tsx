import type { Dept } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { StatusField, typedRule } from '../formFields';
import { DeptTreeSelect } from '../parts';
import { systemTexts } from '../texts';

interface DeptForm {
  parentId?: number;
  deptName: string;
  orderNum: number;
  status: Dept['status'];
}

/** What the dialog does: add (under a chosen or given parent) or edit one department. */
export type DeptEditing = { kind: 'add'; parent?: Dept } | { kind: 'edit'; dept: Dept };

export interface DeptFormModalProps {
  editing: DeptEditing | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增部门 / 新增下级 / 修改部门 (D39): name, order and status; the parent is chosen on add only. */
export function DeptFormModal({ editing, onClose, onSaved }: DeptFormModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo<Partial<DeptForm>>(() => {
    if (editing?.kind === 'edit') {
      const { deptName, orderNum, status } = editing.dept;
      return { deptName, orderNum, status };
    }
    return { parentId: editing?.parent?.deptId, orderNum: 0, status: '0' };
  }, [editing]);

  const save = async (values: DeptForm) => {
    const fields = { deptName: values.deptName.trim(), orderNum: values.orderNum, status: values.status };
    if (editing?.kind === 'edit') await client.system.dept.edit({ deptId: editing.dept.deptId, ...fields });
    else await client.system.dept.add({ parentId: values.parentId ?? 0, ...fields });
  };

  const title =
    editing?.kind === 'edit'
      ? t('dept.editTitle')
      : editing?.parent
        ? t('dept.addChildTitle', { name: editing.parent.deptName })
        : t('dept.addTitle');

  return (
    <FormModal<DeptForm>
      open={editing !== null}
      title={title}
      name="dept"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(editing?.kind === 'edit' ? 'common.edited' : 'common.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      {editing?.kind === 'add' && (
        <Form.Item name="parentId" label={t('dept.parent')}>
          <DeptTreeSelect placeholder={t('dept.topLevel')} />
        </Form.Item>
      )}
      <Form.Item name="deptName" label={t('dept.deptName')} rules={[typedRule(t, t('dept.deptName'))]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="orderNum"
        label={t('dept.orderNum')}
        rules={[{ required: true, message: t('common.required', { label: t('dept.orderNum') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <StatusField t={t} />
    </FormModal>
  );
}
