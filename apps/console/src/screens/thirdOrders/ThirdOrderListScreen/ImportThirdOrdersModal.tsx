import { UploadOutlined } from '@ant-design/icons';
import { isApiError } from '@onsite/api-client';
import { THIRD_ORDER_IMPORT_COLUMNS, type ThirdOrderImportResult } from '@onsite/domain';
import { saveBlob, useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { Alert, Button, Flex, Form, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { thirdOrdersTexts } from '../texts';

export interface ImportThirdOrdersModalProps {
  open: boolean;
  /** Staff choose the enterprise of the orders; an enterprise user imports for their own (null). */
  chooseEnterprise: boolean;
  onImported: () => void;
  onClose: () => void;
}

/**
 * 导入订单 (D58): one .xlsx of channel orders, all or nothing as the model import (D40). A file with a
 * bad row imports nothing and the dialog offers the error file; a good one becomes orders to dispatch,
 * says how many and in which batch, and closes.
 */
export function ImportThirdOrdersModal({
  open,
  chooseEnterprise,
  onImported,
  onClose,
}: ImportThirdOrdersModalProps) {
  const { t } = useAreaTexts(thirdOrdersTexts);
  const client = useOnsiteClient();
  const { message } = useAppFeedback();
  const [enterpriseId, setEnterpriseId] = useState<string | undefined>(undefined);
  const [missingEnterprise, setMissingEnterprise] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ThirdOrderImportResult | null>(null);
  const [downloading, setDownloading] = useState(false);

  const close = () => {
    setFailed(null);
    setMissingEnterprise(false);
    onClose();
  };

  const upload = async (file: File) => {
    // An enterprise user's own enterprise is the server's choice; the id sent is ignored.
    const id = chooseEnterprise ? Number(enterpriseId ?? 0) : 1;
    if (chooseEnterprise && !(id > 0)) {
      setMissingEnterprise(true);
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      const result = await client.order.third.import({ enterpriseId: id, file });
      if (result.errorFile !== null) setFailed(result);
      else {
        void message.success(
          t('third.imported', { count: result.importedCount, batchNo: result.batchNo ?? '' }),
        );
        onImported();
        close();
      }
    } catch (error) {
      const reason = isApiError(error) && error.kind === 'business' ? error.msg.trim() : '';
      void message.error(reason === '' ? t('third.importFailed') : reason);
    } finally {
      setBusy(false);
    }
  };

  const downloadErrors = async (fileName: string) => {
    setDownloading(true);
    try {
      const { blob, fileName: name } = await client.order.third.downloadError({ fileName });
      saveBlob(blob, name);
    } catch {
      void message.error(t('third.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('third.importTitle')}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t('third.close')}</Button>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph>
          {t('third.importHint', { columns: THIRD_ORDER_IMPORT_COLUMNS.join('、') })}
        </Typography.Paragraph>
        {chooseEnterprise && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('field.enterprise')}
              htmlFor="third-import-enterprise"
              required
              validateStatus={missingEnterprise ? 'error' : undefined}
              help={missingEnterprise ? t('third.enterpriseRequired') : undefined}
              style={{ marginBottom: 0 }}
            >
              <EnterpriseSelect
                id="third-import-enterprise"
                placeholder={t('third.chooseEnterprise')}
                value={enterpriseId}
                onChange={(value) => {
                  setEnterpriseId(value);
                  setMissingEnterprise(false);
                }}
              />
            </Form.Item>
          </Form>
        )}
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
            {t('third.chooseFile')}
          </Button>
        </Upload>
        {failed !== null && failed.errorFile !== null && (
          <Alert
            type="error"
            showIcon
            title={t('third.importFailed')}
            description={t('third.importErrors', { count: failed.errorCount })}
            action={
              <Button
                size="small"
                loading={downloading}
                onClick={() => void downloadErrors(failed.errorFile ?? '')}
              >
                {t('third.downloadErrors')}
              </Button>
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
