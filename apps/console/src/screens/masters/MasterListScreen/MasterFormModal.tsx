import { isIdCardNumber, isMobile, type MasterProfile } from '@onsite/domain';
import { DictSelect, FormModal, useOnsiteClient } from '@onsite/ui';
import { Alert, Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { mastersTexts } from '../texts';
import { RegionRows, type RegionValue } from './RegionRows';

interface MasterValues {
  masterName: string;
  phonenumber: string;
  idCardNo: string;
  skills: string[];
  regions: RegionValue[];
  state: 'active' | 'off';
}

export interface MasterFormModalProps {
  /** Open: `'new'` to add, a master to edit; null keeps it closed. */
  editing: MasterProfile | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增师傅 / 修改师傅 (D38): name, mobile (000 §5's format), ID card number (18 characters with its check
 * character), skills from the install-type dictionary, service regions. The form checks what the server checks;
 * the server's refusal (a phone already used …) shows as its message with the typed values kept.
 */
export function MasterFormModal({ editing, onClose, onSaved }: MasterFormModalProps) {
  const { t } = useAreaTexts(mastersTexts);
  const client = useOnsiteClient();
  const master = editing === 'new' ? null : editing;
  const blacklisted = master?.state === 'blacklisted';
  const initialValues = useMemo<Partial<MasterValues>>(
    () =>
      master
        ? {
            masterName: master.masterName,
            phonenumber: master.phonenumber,
            idCardNo: master.idCardMasked ? '' : master.idCardNo,
            skills: master.skills,
            regions: master.regions.map(({ provinceCode, cityCode, areaCode }) => ({
              provinceCode,
              cityCode,
              areaCode,
            })),
            state: master.state === 'off' ? 'off' : 'active',
          }
        : { state: 'active', skills: [], regions: [{}] },
    [master],
  );

  return (
    <FormModal<MasterValues>
      open={editing !== null}
      title={master ? t('masterList.editTitle', { name: master.masterName }) : t('masterList.addTitle')}
      name="masterForm"
      initialValues={initialValues}
      onSubmit={(values) => {
        const body = {
          masterName: values.masterName.trim(),
          phonenumber: values.phonenumber.trim(),
          idCardNo: values.idCardNo.trim().toUpperCase(),
          skills: values.skills,
          regions: values.regions.map((region) => ({
            provinceCode: region.provinceCode ?? '',
            cityCode: region.cityCode ?? null,
            areaCode: region.areaCode ?? null,
          })),
          // A blacklisted master's form has no state: the server keeps them blacklisted.
          state: values.state ?? 'active',
        };
        return master
          ? client.master.master.edit({ masterId: master.masterId, ...body })
          : client.master.master.add(body);
      }}
      successText={t('masterList.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ width: 720, destroyOnHidden: true }}
    >
      <Form.Item
        name="masterName"
        label={t('field.masterName')}
        rules={[{ required: true, whitespace: true, message: t('masterList.nameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('field.phonenumber')}
        rules={[
          { required: true, message: t('masterList.phoneInvalid') },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && !isMobile(value.trim())) throw new Error(t('masterList.phoneInvalid'));
            },
          },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="idCardNo"
        label={t('field.idCardNo')}
        extra={t('masterList.idCardHint')}
        rules={[
          { required: true, message: t('masterList.idCardInvalid') },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && !isIdCardNumber(value.trim().toUpperCase()))
                throw new Error(t('masterList.idCardInvalid'));
            },
          },
        ]}
      >
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item
        name="skills"
        label={t('field.skills')}
        rules={[{ required: true, type: 'array', min: 1, message: t('masterList.skillsRequired') }]}
      >
        <DictSelect dictType="install_type" mode="multiple" allowClear={false} />
      </Form.Item>
      <RegionRows />
      {blacklisted ? (
        <Alert type="warning" showIcon title={t('masterList.blacklistedNote')} />
      ) : (
        <Form.Item name="state" label={t('field.state')} extra={t('masterList.stateHint')}>
          <Radio.Group
            options={[
              { value: 'active', label: t('states.active') },
              { value: 'off', label: t('states.off') },
            ]}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
