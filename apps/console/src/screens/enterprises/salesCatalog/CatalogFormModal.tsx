import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../EnterpriseSelect';
import type { CatalogDescription, CatalogRow, CatalogText, Editing } from './CatalogScreen';
import { salesCatalogTexts } from './texts';

export interface CatalogFormModalProps<Row extends CatalogRow, Values extends object> {
  description: CatalogDescription<Row, Values>;
  editing: Editing<Row>;
  /** The enterprise of an enterprise user (their entries go there); null for staff, who choose. */
  ownEnterprise: number | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The enterprise chosen in the form (staff adding), as the entity's items need it. */
function EntityItems<Row extends CatalogRow, Values extends object>({
  description,
  t,
  fixed,
}: {
  description: CatalogDescription<Row, Values>;
  t: CatalogText;
  fixed: number | undefined;
}) {
  const chosen = Form.useWatch<string | undefined>('enterpriseId');
  const enterpriseId = fixed ?? (chosen ? Number(chosen) : undefined);
  return <>{description.formItems(t, enterpriseId)}</>;
}

/**
 * 新增 / 编辑 of a sales catalogue entry (D53): staff choose the enterprise of a new entry (an
 * enterprise user's entries are their own enterprise's); an entry stays in its enterprise. The
 * entity's own items follow; the server keeps names and codes unique in the enterprise and says so.
 */
export function CatalogFormModal<Row extends CatalogRow, Values extends object>({
  description,
  editing,
  ownEnterprise,
  onSaved,
  onCancel,
}: CatalogFormModalProps<Row, Values>) {
  const { t: translate } = useAreaTexts(salesCatalogTexts);
  const t: CatalogText = (key, values) => translate(key, values);
  const client = useOnsiteClient();
  const { entity } = description;
  const edited = editing?.kind === 'edit' ? editing.row : null;
  const initialValues = useMemo(() => description.valuesOf(edited), [description, edited]);
  const calls = description.calls(client);
  const fixed = edited?.enterpriseId ?? ownEnterprise ?? undefined;

  const save = async (values: Values & { enterpriseId?: string }) => {
    const { enterpriseId, ...rest } = values;
    if (edited) await calls.update(edited, rest as unknown as Values);
    else await calls.add(fixed ?? Number(enterpriseId), rest as unknown as Values);
  };

  return (
    <FormModal<Values & { enterpriseId?: string }>
      open={editing !== null}
      title={edited ? t(`${entity}.editTitle`) : t(`${entity}.addTitle`)}
      name={`${entity}Form`}
      initialValues={initialValues as Values & { enterpriseId?: string }}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      {edited ? (
        <Form.Item label={t('common.enterprise')}>
          <Typography.Text>{edited.enterpriseName}</Typography.Text>
        </Form.Item>
      ) : (
        ownEnterprise === null && (
          <Form.Item
            name="enterpriseId"
            label={t('common.enterprise')}
            rules={[{ required: true, message: t('common.chooseEnterprise') }]}
          >
            <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
          </Form.Item>
        )
      )}
      <EntityItems description={description} t={t} fixed={fixed} />
    </FormModal>
  );
}
