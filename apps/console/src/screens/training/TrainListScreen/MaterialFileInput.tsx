import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { TRAIN_MATERIAL_EXTENSIONS } from '@onsite/domain';
import { useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { trainingTexts } from '../texts';

/** A material file as the form holds it: the stored path and the name it shows. */
export interface MaterialFile {
  path: string;
  name: string;
}

export interface MaterialFileInputProps {
  id?: string;
  value?: MaterialFile | null;
  onChange?: (file: MaterialFile | null) => void;
}

/**
 * A course's material (D59) as a form control: a PDF, Word, PowerPoint or picture uploaded at once through
 * `/dfs/upload` (the file storage of D47), shown by its name, removable before saving.
 */
export function MaterialFileInput({ id, value = null, onChange }: MaterialFileInputProps) {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { pathfileName } = await client.dfs.upload({ type: 'enterprise', file });
      onChange?.({ path: pathfileName, name: file.name });
    } catch {
      void message.error(t('course.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex vertical gap={4}>
      {value !== null && (
        <Flex gap={8} align="center">
          <PaperClipOutlined aria-hidden />
          <Typography.Text>{value.name}</Typography.Text>
          <Button type="link" size="small" onClick={() => onChange?.(null)}>
            {t('course.removeFile')}
          </Button>
        </Flex>
      )}
      <Upload
        accept={TRAIN_MATERIAL_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />} loading={uploading}>
          {value === null ? t('course.upload') : t('course.replace')}
        </Button>
      </Upload>
    </Flex>
  );
}
