import {
  type InstallTypeSetting,
  isFlagOn,
  isValidUrgentRatio,
  joinSerialDiagram,
  MAX_BARCODE_PICTURES,
  URGENT_RATIO_MAX,
  URGENT_RATIO_MIN,
  validateBarcodeSetting,
} from '@onsite/domain';
import { Button, Flex, Form, InputNumber, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../providers/query/useFeedback';
import { PictureUpload } from '../../widgets/PictureUpload';
import type { StoredPicture, UploadPicture } from '../../widgets/PictureUpload/usePictureUpload';
import { type GuaranteeDraft, GuaranteeTable, type OrderTypeOption } from '../GuaranteeTable';
import type { InstallTypeSettingChange } from '../hooks/useEnterpriseSettings';

export interface InstallTypeSettingCardProps {
  /** The saved settings of one install type. Give the card a new `key` when they change. */
  setting: InstallTypeSetting;
  /** The barcode example pictures of `setting.serialDiagram`, with their links. */
  pictures: readonly StoredPicture[];
  /** The order types of this install type. */
  orderTypes: readonly OrderTypeOption[];
  /** The order types a guarantee may relate to. */
  relationOrderTypes: readonly OrderTypeOption[];
  /** Uploads a barcode example picture. */
  upload: UploadPicture;
  /** Whether the settings can be changed and saved (editEnterpriseSetting and enterpriseShow 1). */
  editable: boolean;
  /** Whether a save is under way. */
  saving?: boolean;
  /** Called with the settings to save, after they passed the spec's checks. */
  onSave: (setting: InstallTypeSettingChange) => void;
}

const draftsOf = (setting: InstallTypeSetting): GuaranteeDraft[] =>
  setting.data.map((row, index) => ({ ...row, key: String(row.guaranteeId ?? `saved-${index}`) }));

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * The settings of one install type (spec 001 §2 Tab 3): SMS notice and serial-number switches, urgent
 * ratio 0–100 %, barcode example pictures (the switch needs at least one, at most 3) and guarantees.
 */
export function InstallTypeSettingCard({
  setting,
  pictures: savedPictures,
  orderTypes,
  relationOrderTypes,
  upload,
  editable,
  saving = false,
  onSave,
}: InstallTypeSettingCardProps) {
  const { t } = useTranslation('ui');
  const feedback = useFeedback();
  const id = useId();
  const [smsNotice, setSmsNotice] = useState(isFlagOn(setting.smsNoticeFlag));
  const [serialNo, setSerialNo] = useState(isFlagOn(setting.serialNoFlag));
  const [urgentRatio, setUrgentRatio] = useState<number | null>(setting.urgentRatio);
  const [pictures, setPictures] = useState<StoredPicture[]>([...savedPictures]);
  const [rows, setRows] = useState(() => draftsOf(setting));
  const barcodeMessage = (on: boolean, paths: readonly string[]) =>
    validateBarcodeSetting({ serialNoFlag: flag(on), serialDiagram: paths });

  const toggleSerialNo = (on: boolean) => {
    // Spec 001 §5: the barcode switch turns on only with an example picture.
    const message = barcodeMessage(
      on,
      pictures.map((picture) => picture.path),
    );
    if (on && message !== null) return feedback.invalid(t(`enterprise.messages.${message}`));
    setSerialNo(on);
  };

  const save = () => {
    const paths = pictures.map((picture) => picture.path);
    const message = barcodeMessage(serialNo, paths);
    if (message !== null) return feedback.invalid(t(`enterprise.messages.${message}`));
    if (urgentRatio === null || !isValidUrgentRatio(urgentRatio)) {
      return feedback.invalid(t('enterprise.messages.urgentRatioInvalid'));
    }
    if (rows.some((row) => row.orderType === null)) {
      return feedback.invalid(t('enterprise.messages.guaranteeIncomplete'));
    }
    onSave({
      installType: setting.installType,
      smsNoticeFlag: flag(smsNotice),
      serialNoFlag: flag(serialNo),
      urgentRatio,
      serialDiagram: joinSerialDiagram(paths),
      data: rows.map(({ key: _key, guaranteeId, orderType, guaranteeTime, relationOrderType, remark }) => ({
        ...(guaranteeId === undefined ? {} : { guaranteeId }),
        orderType: orderType ?? 0,
        guaranteeTime: guaranteeTime ?? 0,
        relationOrderType,
        remark,
      })),
    });
  };

  return (
    <Flex vertical gap={16}>
      <Form layout="inline" component="div">
        <Form.Item label={t('enterprise.settings.smsNotice')} htmlFor={`${id}-sms`}>
          <Switch id={`${id}-sms`} checked={smsNotice} disabled={!editable} onChange={setSmsNotice} />
        </Form.Item>
        <Form.Item label={t('enterprise.settings.serialNo')} htmlFor={`${id}-serial`}>
          <Switch id={`${id}-serial`} checked={serialNo} disabled={!editable} onChange={toggleSerialNo} />
        </Form.Item>
        {editable ? (
          <Form.Item label={t('enterprise.settings.urgentRatio')} htmlFor={`${id}-urgent`}>
            <InputNumber
              id={`${id}-urgent`}
              value={urgentRatio}
              min={URGENT_RATIO_MIN}
              max={URGENT_RATIO_MAX}
              suffix="%"
              onChange={setUrgentRatio}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('enterprise.settings.urgentRatio')}>{`${setting.urgentRatio}%`}</Form.Item>
        )}
      </Form>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('enterprise.settings.barcodePictures')}
          extra={t('enterprise.settings.barcodeHint')}
        >
          <PictureUpload
            value={pictures}
            onChange={setPictures}
            upload={upload}
            max={MAX_BARCODE_PICTURES}
            disabled={!editable}
            label={t('enterprise.common.upload')}
          />
        </Form.Item>
        <Form.Item label={t('enterprise.settings.guarantee')}>
          <GuaranteeTable
            rows={rows}
            orderTypes={orderTypes}
            relationOrderTypes={relationOrderTypes}
            editable={editable}
            onChange={setRows}
          />
        </Form.Item>
      </Form>
      {editable ? (
        <Flex justify="end">
          <Button type="primary" loading={saving} onClick={save}>
            {t('enterprise.common.save')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
