import { UploadOutlined } from '@ant-design/icons';
import { CONTRACT_FILE_ACCEPT, contractFileError } from '@onsite/domain';
import { Button, Flex, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../providers/feedback';

export interface ContractUploadProps {
  /** Sends the file (dfs uploadContract), reporting 0–100 as it goes; rejects when it failed. */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
}

/**
 * Contract upload (spec 001 §5, §8): only doc, docx, xls, ppt, pptx, xlsx and pdf are sent — any
 * other file says 上传文件格式不支持!; the progress shows while sending; then 上传成功 or 上传失败.
 */
export function ContractUpload({ onUpload }: ContractUploadProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [percent, setPercent] = useState<number | null>(null);

  return (
    <Flex align="center" gap={12}>
      <Upload
        accept={CONTRACT_FILE_ACCEPT}
        showUploadList={false}
        hasControlInside
        beforeUpload={(file) => {
          const error = contractFileError(file.name);
          if (error === null) return true;
          void message.error(t(`enterpriseInfo.messages.${error}`));
          return Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file }) => {
          setPercent(0);
          try {
            await onUpload(file as File, setPercent);
            void message.success(t('enterprise.feedback.uploadSuccess'));
          } catch {
            void message.error(t('enterprise.feedback.uploadFailed'));
          } finally {
            setPercent(null);
          }
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={percent !== null}>
          {t('enterpriseInfo.contract.upload')}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          aria-label={t('enterpriseInfo.contract.uploadProgress')}
          style={{ width: 200, margin: 0 }}
        />
      )}
    </Flex>
  );
}
