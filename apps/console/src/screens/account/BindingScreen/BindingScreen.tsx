import type { BindingStatus } from '@onsite/domain';
import { FormModal, SectionState, useAppFeedback, useOnsiteClient } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { SmsCodeInput } from '../../../pages/user/fields/SmsCodeInput';
import { bindingTexts } from './texts';

/** The query of the own bindings (D64). */
export const BINDING_KEY = ['account', 'binding'] as const;
const MOBILE = /^1[3-9]\d{9}$/;

/**
 * 账号绑定 (catalogue key `binding`, D64): the person's phone (masked) and WeChat. The phone is bound or changed
 * with an SMS code and unbound after a question (the server refuses when it is the account's only way to sign
 * in); WeChat is authorised at the sandbox gateway in a new window (no real WeChat), then bound, or unbound.
 */
export default function BindingScreen() {
  const { t } = useAreaTexts(bindingTexts);
  const client = useOnsiteClient();
  const status = useQuery({
    queryKey: BINDING_KEY,
    queryFn: ({ signal }) => client.auth.binding.status({}, { signal }),
  });
  return (
    <Card title={t('title')}>
      <SectionState
        name={t('title')}
        loading={status.isPending}
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      >
        {status.data && <Bindings status={status.data} />}
      </SectionState>
    </Card>
  );
}

function Bindings({ status }: { status: BindingStatus }) {
  const { t } = useAreaTexts(bindingTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { modal, message } = useAppFeedback();
  const showError = useApiErrorMessage();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [weChat, setWeChat] = useState<{ url: string; state: string } | null>(null);
  const [binding, setBinding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: BINDING_KEY });

  /** Runs a change, says so, and reads the bindings again; a refusal shows the server's message. */
  const run = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
    } catch (error) {
      showError(error);
      return false;
    }
    void message.success(done);
    await refresh();
    return true;
  };

  const startWeChat = async () => {
    try {
      const started = await client.auth.binding.authorize();
      setWeChat(started);
      window.open(started.url, '_blank', 'noopener');
    } catch (error) {
      showError(error);
    }
  };

  const finishWeChat = async () => {
    if (!weChat) return;
    setBinding(true);
    const bound = await run(() => client.auth.binding.bindWeChat({ state: weChat.state }), t('weChatBound'));
    setBinding(false);
    if (bound) setWeChat(null);
  };

  const phone = status.phonenumber;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 640 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex vertical>
          <Typography.Text strong>{t('phone')}</Typography.Text>
          <Typography.Text type="secondary">{phone ?? t('notBound')}</Typography.Text>
          {phone !== null && !status.hasPassword && (
            <Typography.Text type="secondary">{t('noPasswordHint')}</Typography.Text>
          )}
        </Flex>
        <Space>
          <Button onClick={() => setPhoneOpen(true)}>{phone === null ? t('bind') : t('change')}</Button>
          {phone !== null && (
            <Button
              danger
              onClick={() =>
                modal.confirm({
                  title: t('unbindPhoneTitle', { phone }),
                  content: t('unbindPhoneContent'),
                  okText: t('unbind'),
                  okButtonProps: { danger: true },
                  cancelText: t('cancel'),
                  onOk: () => run(() => client.auth.binding.unbindPhone(), t('phoneUnbound')),
                })
              }
            >
              {t('unbind')}
            </Button>
          )}
        </Space>
      </Flex>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex vertical>
          <Typography.Text strong>{t('weChat')}</Typography.Text>
          <Typography.Text type="secondary">
            {status.weChat
              ? t('weChatBoundAs', { nickname: status.weChat.nickname, time: status.weChat.bindTime })
              : t('notBound')}
          </Typography.Text>
        </Flex>
        {status.weChat ? (
          <Button
            danger
            onClick={() => {
              const nickname = status.weChat?.nickname ?? '';
              modal.confirm({
                title: t('unbindWeChatTitle', { nickname }),
                okText: t('unbind'),
                okButtonProps: { danger: true },
                cancelText: t('cancel'),
                onOk: () => run(() => client.auth.binding.unbindWeChat(), t('weChatUnbound')),
              });
            }}
          >
            {t('unbind')}
          </Button>
        ) : (
          <Button onClick={() => void startWeChat()}>{t('bind')}</Button>
        )}
      </Flex>
      <PhoneModal open={phoneOpen} onClose={() => setPhoneOpen(false)} onSaved={() => void refresh()} />
      <Modal
        open={weChat !== null}
        title={t('weChatTitle')}
        onCancel={() => setWeChat(null)}
        footer={[
          <Button key="cancel" onClick={() => setWeChat(null)}>
            {t('cancel')}
          </Button>,
          <Button key="done" type="primary" loading={binding} onClick={() => void finishWeChat()}>
            {t('weChatDone')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('weChatOpened')}</Typography.Paragraph>
        {weChat && (
          <Typography.Link href={weChat.url} target="_blank" rel="noopener">
            {t('weChatReopen')}
          </Typography.Link>
        )}
      </Modal>
    </Flex>
  );
}

interface PhoneForm {
  phonenumber: string;
  smsCode: string;
}

/** 绑定手机号: the new number and its SMS code (`/auth/weChat/sendRegisterCode`); the server checks both. */
function PhoneModal({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useAreaTexts(bindingTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<PhoneForm>();
  return (
    <FormModal<PhoneForm>
      open={open}
      title={t('phoneTitle')}
      name="bindPhone"
      form={form}
      onSubmit={(values) =>
        client.auth.binding.bindPhone({
          phonenumber: values.phonenumber.trim(),
          smsCode: values.smsCode.trim(),
        })
      }
      successText={t('phoneBound')}
      onSaved={() => {
        onClose();
        onSaved();
      }}
      onCancel={onClose}
      modalProps={{ forceRender: true }}
    >
      <Form.Item
        name="phonenumber"
        label={t('newPhone')}
        rules={[
          { required: true, whitespace: true, message: t('phoneRequired') },
          { pattern: MOBILE, message: t('phoneFormat') },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="smsCode" rules={[{ required: true, whitespace: true, message: t('codeRequired') }]}>
        <SmsCodeInput form={form} send={(phonenumber) => client.auth.sendRegisterCode({ phonenumber })} />
      </Form.Item>
    </FormModal>
  );
}
