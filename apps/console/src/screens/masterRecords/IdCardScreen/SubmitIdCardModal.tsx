import { ID_CARD_HOLDER_MAX, type IdCardRecord, isIdCardHolderName, isIdCardNumber } from '@onsite/domain';
import { FormModal, PictureUpload, type StoredPicture, useOnsiteClient, usePictureUpload } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { masterRecordsTexts } from '../texts';

interface Values {
  holderName: string;
  idCardNo: string;
  front: StoredPicture[];
  back: StoredPicture[];
}

/** One side's picture wall as a form control (one picture, uploaded at once through `/dfs/upload`). */
function SideInput({
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

export interface SubmitIdCardModalProps {
  /** The master's card to submit; null keeps the dialog closed. */
  card: IdCardRecord | null;
  onClose: () => void;
  onSubmitted: () => void;
}

/**
 * 提交审核 (D54): the name on the card, the number (checked with its check character, as the server checks it) and
 * both sides' pictures; the card is pending until another reviewer decides it.
 */
export function SubmitIdCardModal({ card, onClose, onSubmitted }: SubmitIdCardModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo<Partial<Values>>(
    () =>
      card === null
        ? {}
        : {
            holderName: card.holderName ?? '',
            idCardNo: card.idCardMasked ? '' : card.idCardNo,
            front: card.frontPath === null ? [] : [{ path: card.frontPath }],
            back: card.backPath === null ? [] : [{ path: card.backPath }],
          },
    [card],
  );
  const picture = (message: string) => ({
    validator: (_: unknown, pictures: StoredPicture[] | undefined) =>
      pictures && pictures.length > 0 ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  return (
    <FormModal<Values>
      open={card !== null}
      title={t('idCard.submitTitle', { name: card?.masterName ?? '' })}
      name="submitIdCard"
      initialValues={initialValues}
      onSubmit={(values) =>
        client.master.idCard.submit({
          masterId: card?.masterId ?? 0,
          holderName: values.holderName.trim(),
          idCardNo: values.idCardNo.trim().toUpperCase(),
          frontPath: values.front[0]?.path ?? '',
          backPath: values.back[0]?.path ?? '',
        })
      }
      successText={t('idCard.submitted')}
      onSaved={onSubmitted}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="holderName"
        label={t('field.holderName')}
        rules={[
          { required: true, whitespace: true, message: t('idCard.holderRequired') },
          {
            validator: (_: unknown, name: string | undefined) =>
              !name?.trim() || isIdCardHolderName(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t('idCard.holderInvalid'))),
          },
        ]}
      >
        <Input maxLength={ID_CARD_HOLDER_MAX} />
      </Form.Item>
      <Form.Item
        name="idCardNo"
        label={t('field.idCardNo')}
        rules={[
          {
            validator: (_: unknown, number: string | undefined) =>
              isIdCardNumber((number ?? '').trim().toUpperCase())
                ? Promise.resolve()
                : Promise.reject(new Error(t('idCard.numberInvalid'))),
          },
        ]}
      >
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item name="front" label={t('idCard.front')} rules={[picture(t('idCard.frontRequired'))]}>
        <SideInput label={t('idCard.uploadLabel')} />
      </Form.Item>
      <Form.Item name="back" label={t('idCard.back')} rules={[picture(t('idCard.backRequired'))]}>
        <SideInput label={t('idCard.uploadLabel')} />
      </Form.Item>
    </FormModal>
  );
}
