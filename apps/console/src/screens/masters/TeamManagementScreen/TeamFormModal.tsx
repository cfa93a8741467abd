import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../MasterSelect';
import { mastersTexts } from '../texts';

interface TeamValues {
  teamName: string;
  headMasterId: number;
}

export interface TeamFormModalProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建团队 (D38): a name and its head (团长), a master in no team yet, who becomes its first member. */
export function TeamFormModal({ open, onClose, onSaved }: TeamFormModalProps) {
  const { t } = useAreaTexts(mastersTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<TeamValues>
      open={open}
      title={t('team.addTitle')}
      name="teamForm"
      onSubmit={(values) =>
        client.master.team.add({ teamName: values.teamName.trim(), headMasterId: values.headMasterId })
      }
      successText={t('team.created')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="teamName"
        label={t('team.teamName')}
        rules={[{ required: true, whitespace: true, message: t('team.nameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="headMasterId"
        label={t('team.head')}
        extra={t('team.headHint')}
        rules={[{ required: true, message: t('team.headRequired') }]}
      >
        <MasterSelect scope="free" accept={(master) => master.teamId === null} />
      </Form.Item>
    </FormModal>
  );
}
