import {
  type EnterpriseImage,
  IMAGE_LABELS,
  IMAGE_TITLE_MAX,
  type ImageLabel,
  isImageFile,
} from '@onsite/domain';
import { FormModal, PictureUpload, type StoredPicture, useOnsiteClient, usePictureUpload } from '@onsite/ui';
import { Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { imagesTexts } from '../texts';

interface ImageForm {
  enterpriseId?: string;
  file?: StoredPicture[];
  label: ImageLabel;
  title: string;
}

/** What the form edits: a new picture, a picture, or nothing (closed). */
export type ImageEditing = { kind: 'new' } | { kind: 'edit'; row: EnterpriseImage } | null;

/** The picture as a form control: one picture, uploaded at once through `/dfs/upload` (its types and limits). */
function FileInput({
  value,
  onChange,
  label,
}: {
  value?: StoredPicture[];
  onChange?: (pictures: StoredPicture[]) => void;
  label: string;
}) {
  const upload = usePictureUpload();
  return (
    <PictureUpload
      value={value ?? []}
      onChange={(pictures) => onChange?.(pictures)}
      upload={upload}
      max={1}
      label={label}
    />
  );
}

/**
 * 上传图片 / 编辑图片 (D66): a new picture is uploaded first (png, jpg or webp), then filed with its type and title;
 * staff choose its enterprise, an enterprise user's is their own. Editing changes the type and the title only.
 */
export function ImageFormModal({
  editing,
  ownEnterprise,
  onSaved,
  onCancel,
}: {
  editing: ImageEditing;
  /** The enterprise of an enterprise user; null for staff, who choose. */
  ownEnterprise: number | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(imagesTexts);
  const client = useOnsiteClient();
  const edited = editing?.kind === 'edit' ? editing.row : null;
  const initialValues = useMemo<Partial<ImageForm>>(
    () => (edited ? { label: edited.label, title: edited.title } : { label: 'other', file: [] }),
    [edited],
  );

  const save = async (values: ImageForm) => {
    const fields = { label: values.label, title: values.title.trim() };
    if (edited) await client.enterprise.image.update({ imageId: edited.imageId, ...fields });
    else
      await client.enterprise.image.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        path: values.file?.[0]?.path ?? '',
        ...fields,
      });
  };

  return (
    <FormModal<ImageForm>
      open={editing !== null}
      title={edited ? t('editTitle') : t('addTitle')}
      name="imageForm"
      initialValues={initialValues as ImageForm}
      onSubmit={save}
      successText={edited ? t('saved') : t('added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ okText: t('ok'), destroyOnHidden: true }}
    >
      {edited ? (
        <Form.Item label={t('enterprise')}>
          <Typography.Text>{edited.enterpriseName}</Typography.Text>
        </Form.Item>
      ) : (
        <>
          {ownEnterprise === null && (
            <Form.Item
              name="enterpriseId"
              label={t('enterprise')}
              rules={[{ required: true, message: t('chooseEnterprise') }]}
            >
              <EnterpriseSelect placeholder={t('chooseEnterprise')} />
            </Form.Item>
          )}
          <Form.Item
            name="file"
            label={t('file')}
            rules={[
              {
                validator: async (_: unknown, pictures: StoredPicture[] | undefined) => {
                  const path = pictures?.[0]?.path;
                  if (path === undefined) throw new Error(t('fileRequired'));
                  if (!isImageFile(path)) throw new Error(t('fileType'));
                },
              },
            ]}
          >
            <FileInput label={t('upload')} />
          </Form.Item>
        </>
      )}
      <Form.Item name="label" label={t('label')} rules={[{ required: true, message: t('labelRequired') }]}>
        <Select options={IMAGE_LABELS.map((label) => ({ value: label, label: t(`labels.${label}`) }))} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('title')}
        rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
      >
        <Input maxLength={IMAGE_TITLE_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
