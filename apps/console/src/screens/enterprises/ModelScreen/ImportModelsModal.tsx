import { UploadOutlined } from '@ant-design/icons';
import { isApiError } from '@onsite/api-client';
import type { ModelImportResult } from '@onsite/domain';
import { saveBlob, useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { Alert, Button, Flex, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { enterprisesTexts } from '../texts';

export interface ImportModelsModalProps {
  open: boolean;
  /** After models were added. */
  onImported: () => void;
  onClose: () => void;
}

/**
 * 导入型号 (D40): one .xlsx, all or nothing. A file with a bad row adds nothing and the dialog offers
 * the error file (each bad row with its reason, `downloadErrorModel`); a good file adds every row,
 * says how many and closes.
 */
export function ImportModelsModal({ open, onImported, onClose }: ImportModelsModalProps) {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ModelImportResult | null>(null);
  const [downloading, setDownloading] = useState(false);

  const close = () => {
    setFailed(null);
    onClose();
  };

  const upload = async (file: File) => {
    setBusy(true);
    setFailed(null);
    try {
      const result = await client.enterprise.model.importModel({ file });
      if (result.errorFile !== null) setFailed(result);
      else {
        void message.success(t('model.imported', { count: result.importedCount }));
        onImported();
        close();
      }
    } catch (error) {
      const reason = isApiError(error) && error.kind === 'business' ? error.msg.trim() : '';
      void message.error(reason === '' ? t('model.importFailed') : reason);
    } finally {
      setBusy(false);
    }
  };

  const downloadErrors = async (fileName: string) => {
    setDownloading(true);
    try {
      const { blob, fileName: name } = await client.enterprise.model.downloadErrorModel({ fileName });
      saveBlob(blob, name);
    } catch {
      void message.error(t('model.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('model.importTitle')}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t('model.close')}</Button>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>{t('model.importHint')}</Typography.Paragraph>
        <Upload
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
            {t('model.chooseFile')}
          </Button>
        </Upload>
        {failed !== null && failed.errorFile !== null && (
          <Alert
            type="error"
            showIcon
            title={t('model.importFailed')}
            description={t('model.importErrors', { count: failed.errorCount })}
            action={
              <Button
                size="small"
                loading={downloading}
                onClick={() => void downloadErrors(failed.errorFile ?? '')}
              >
                {t('model.downloadErrors')}
              </Button>
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
