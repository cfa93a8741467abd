import { BLACKLIST_REASON_MAX } from '@onsite/domain';
import { serverMessageOf, useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../MasterSelect';
import { mastersTexts } from '../texts';

interface BlacklistValues {
  masterId: number;
  reason: string;
}

export interface BlacklistModalProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 拉黑师傅 (D38): a master who is not blacklisted yet and a required reason; OK asks once more (拉黑 stops their
 * dispatches and new orders) before the server is told. A refusal shows the server's message and keeps the
 * dialog open with what was typed.
 */
export function BlacklistModal({ open, onClose, onSaved }: BlacklistModalProps) {
  const { t } = useAreaTexts(mastersTexts);
  const { t: ui } = useTranslation('ui');
  const client = useOnsiteClient();
  const { message, modal } = useAppFeedback();
  const [form] = Form.useForm<BlacklistValues>();
  const [name, setName] = useState('');

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    modal.confirm({
      title: t('blacklist.title'),
      content: t('blacklist.confirm', { name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await client.master.master.blacklist({ masterId: values.masterId, reason: values.reason.trim() });
        } catch (error) {
          void message.error(serverMessageOf(error) ?? ui('list.systemError'));
          return;
        }
        void message.success(t('blacklist.done'));
        onSaved();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('blacklist.title')}
      okText={t('blacklist.add')}
      okButtonProps={{ danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Form<BlacklistValues> form={form} name="blacklistMaster" layout="vertical">
        <Form.Item
          name="masterId"
          label={t('blacklist.master')}
          rules={[{ required: true, message: t('blacklist.masterRequired') }]}
        >
          <MasterSelect
            scope="blacklist"
            placeholder={t('blacklist.masterPlaceholder')}
            accept={(master) => master.state !== 'blacklisted'}
            onChange={(_value, option) => {
              const label = option && !Array.isArray(option) ? String(option.label ?? '') : '';
              setName(label.split(' · ')[0] ?? '');
            }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('blacklist.reason')}
          rules={[{ required: true, whitespace: true, message: t('blacklist.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={BLACKLIST_REASON_MAX}
            showCount
            placeholder={t('blacklist.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
