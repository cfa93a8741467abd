import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { MASTER_CONTRACT_FILE_EXTENSIONS } from '@onsite/domain';
import { useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { masterRecordsTexts } from '../texts';

/** A signed copy as the form holds it: the stored path and the name it was uploaded with. */
export interface ContractFile {
  path: string;
  name: string;
}

export interface ContractFileInputProps {
  value?: ContractFile | null;
  onChange?: (file: ContractFile | null) => void;
}

/**
 * The signed copy of a contract (D54) as a form control: a PDF or a picture uploaded at once through `/dfs/upload`
 * (the file storage of D47), shown by its name, removable before saving.
 */
export function ContractFileInput({ value = null, onChange }: ContractFileInputProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { pathfileName } = await client.dfs.upload({ type: 'enterprise', file });
      onChange?.({ path: pathfileName, name: file.name });
    } catch {
      void message.error(t('contract.uploadFailed'));
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
            {t('contract.removeFile')}
          </Button>
        </Flex>
      )}
      <Upload
        accept={MASTER_CONTRACT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
          {value === null ? t('contract.upload') : t('contract.replace')}
        </Button>
      </Upload>
    </Flex>
  );
}
