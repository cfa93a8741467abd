import type { RegionLevel, RegionNode } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { typedRule } from '../formFields';
import { systemTexts } from '../texts';

/** A region's code as the server accepts it: six digits (GB/T 2260). */
const REGION_CODE = /^\d{6}$/;

interface RegionForm {
  regionCode: string;
  name: string;
  sort: number;
}

/** Add a region to a level (under its parent), or edit one. */
export type RegionEditing =
  | { kind: 'add'; level: RegionLevel; parent?: { code: string; name: string } }
  | { kind: 'edit'; region: RegionNode };

export interface RegionFormModalProps {
  editing: RegionEditing | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增 / 修改 a province, city or area (D39): code on add only, name and order. */
export function RegionFormModal({ editing, onClose, onSaved }: RegionFormModalProps) {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo<Partial<RegionForm>>(
    () =>
      editing?.kind === 'edit'
        ? { regionCode: editing.region.code, name: editing.region.name, sort: editing.region.sort }
        : { sort: 0 },
    [editing],
  );

  const save = async (values: RegionForm) => {
    const fields = { name: values.name.trim(), sort: values.sort };
    if (editing?.kind === 'edit') {
      await client.system.district.edit({
        level: editing.region.level,
        regionCode: editing.region.code,
        ...fields,
      });
    } else if (editing) {
      await client.system.district.add({
        level: editing.level,
        ...(editing.parent ? { parentCode: editing.parent.code } : {}),
        regionCode: values.regionCode.trim(),
        ...fields,
      });
    }
  };

  const title =
    editing?.kind === 'edit'
      ? t('district.editTitle')
      : editing?.parent
        ? t('district.addUnder', { name: editing.parent.name })
        : t('district.addTitle', { level: t('district.province') });

  return (
    <FormModal<RegionForm>
      open={editing !== null}
      title={title}
      name="region"
      initialValues={initialValues}
      onSubmit={save}
      successText={t(editing?.kind === 'edit' ? 'common.edited' : 'common.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      <Form.Item
        name="regionCode"
        label={t('district.code')}
        extra={editing?.kind === 'edit' ? t('district.codeFixed') : undefined}
        rules={[typedRule(t, t('district.code')), { pattern: REGION_CODE, message: t('district.codeRule') }]}
      >
        <Input maxLength={6} inputMode="numeric" disabled={editing?.kind === 'edit'} />
      </Form.Item>
      <Form.Item name="name" label={t('district.name')} rules={[typedRule(t, t('district.name'))]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('district.sort')}
        extra={t('district.sortHelp')}
        rules={[{ required: true, message: t('common.required', { label: t('district.sort') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
