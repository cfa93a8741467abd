import type { SystemUser } from '@onsite/domain';
import { isMobile } from '@onsite/domain';
import { serverMessageOf, useOnsiteClient, userKeys } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUnsavedChanges } from '../../../shell/keepAlive/useUnsavedChanges';
import { useFormSubmit } from '../../system/useFormSubmit';
import { accountTexts } from '../texts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const profileKey = ['account', 'profile'] as const;

type ProfileForm = Pick<SystemUser, 'userName' | 'phonenumber' | 'email' | 'sex'>;

/**
 * 基本设置 (catalogue key `base`): the signed-in user's own name, mobile, email and sex. Edits not
 * yet saved are unsaved: closing the tab asks first (D27).
 */
export default function BaseSettingsScreen() {
  const { t } = useAreaTexts(accountTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileForm>();
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => client.system.user.profile({}, { signal }),
  });

  const [edited, setEdited] = useState(false);
  useUnsavedChanges(edited);
  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);

  const { submit, saving } = useFormSubmit(
    form,
    (values) =>
      client.system.user.updateProfile({
        userName: values.userName.trim(),
        phonenumber: values.phonenumber?.trim() ?? '',
        email: values.email?.trim() ?? '',
        sex: values.sex,
      }),
    {
      successText: t('base.saved'),
      systemError: t('base.systemError'),
      onSaved: () => {
        setEdited(false);
        void queryClient.invalidateQueries({ queryKey: profileKey });
        // The header's user menu shows the name too.
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      },
    },
  );

  if (profile.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('center.loadFailed')}
        description={serverMessageOf(profile.error)}
        action={<Button onClick={() => void profile.refetch()}>{t('center.retry')}</Button>}
      />
    );
  return (
    <Card title={t('base.title')}>
      {profile.isPending ? (
        <Skeleton active />
      ) : (
        <Form<ProfileForm>
          form={form}
          name="accountBase"
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={() => void submit()}
          onValuesChange={() => setEdited(true)}
        >
          <Form.Item label={t('center.loginName')}>
            <Input value={profile.data.loginName} disabled aria-label={t('center.loginName')} />
          </Form.Item>
          <Form.Item
            name="userName"
            label={t('center.userName')}
            rules={[{ required: true, whitespace: true, message: t('base.nameRequired') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="phonenumber"
            label={t('center.phone')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || isMobile(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('base.mobileRule'))),
              },
            ]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('base.email')}
            rules={[{ pattern: EMAIL, message: t('base.emailRule') }]}
          >
            <Input maxLength={50} inputMode="email" />
          </Form.Item>
          <Form.Item name="sex" label={t('base.sex')}>
            <Select
              options={[
                { value: '0', label: t('base.male') },
                { value: '1', label: t('base.female') },
                { value: '2', label: t('base.unknown') },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('base.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
