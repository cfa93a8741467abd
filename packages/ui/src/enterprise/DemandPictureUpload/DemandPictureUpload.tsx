import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../widgets/PictureUpload';
import type { StoredPicture, UploadPicture } from '../../widgets/PictureUpload/usePictureUpload';

/** At most this many pictures per requirement tab (the contract's `filePaths` limit). */
export const MAX_DEMAND_PICTURES = 9;

export interface DemandPictureUploadProps {
  /** The requirement tab's name, e.g. 开单要求. */
  typeName: string;
  /** The saved pictures of the tab. Give the component a new `key` when they change. */
  pictures: readonly StoredPicture[];
  /** Uploads one picture. */
  upload: UploadPicture;
  /** Whether pictures can be added, removed and submitted. */
  editable: boolean;
  /** Whether the submit is under way. */
  submitting?: boolean;
  /** Saves the tab's pictures (they replace the saved ones). */
  onSubmit: (filePaths: string[]) => void;
}

/** The image upload with submit of a requirement tab (spec 001 §2 Tab 3). */
export function DemandPictureUpload({
  typeName,
  pictures: saved,
  upload,
  editable,
  submitting = false,
  onSubmit,
}: DemandPictureUploadProps) {
  const { t } = useTranslation('ui');
  const [pictures, setPictures] = useState<StoredPicture[]>([...saved]);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('enterprise.demands.pictures', { type: typeName })}</Typography.Text>
      <PictureUpload
        value={pictures}
        onChange={setPictures}
        upload={upload}
        max={MAX_DEMAND_PICTURES}
        disabled={!editable}
        label={t('enterprise.common.upload')}
      />
      {editable ? (
        <Flex>
          <Button loading={submitting} onClick={() => onSubmit(pictures.map((picture) => picture.path))}>
            {t('enterprise.demands.submitPictures')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
