import { Alert, Button, Descriptions, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { ChangePasswordModal } from '../ChangePasswordModal';
import { useHeaderProfile } from '../hooks/userQueries';
import { RecentLoginsModal } from '../RecentLoginsModal';

export interface UserInfoModalProps {
  open: boolean;
  onClose: () => void;
  /** After 密码修改成功: the console ends the session and reloads (spec 000 §4.1). */
  onPasswordChanged: () => void;
}

/**
 * The signed-in user (stuff.getuser): login name, user name, department, role and phone, with the
 * change-password and recent-logins dialogs.
 */
export function UserInfoModal({ open, onClose, onPasswordChanged }: UserInfoModalProps) {
  const { t } = useTranslation('ui');
  const profile = useHeaderProfile(open);
  const [dialog, setDialog] = useState<'password' | 'logins' | null>(null);
  const user = profile.data;

  let body = <Spin />;
  if (profile.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('header.user.loadFailed')}
        description={serverMessageOf(profile.error) ?? t('header.user.systemError')}
      />
    );
  } else if (user !== undefined) {
    body = (
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'loginName', label: t('header.user.loginName'), children: user.loginName },
          { key: 'userName', label: t('header.user.userName'), children: user.userName },
          { key: 'dept', label: t('header.user.dept'), children: user.deptName ?? '-' },
          { key: 'role', label: t('header.user.role'), children: user.roleName },
          { key: 'phone', label: t('header.user.phone'), children: user.phonenumber },
        ]}
      />
    );
  }

  return (
    <>
      <Modal
        open={open}
        title={t('header.user.userInfo')}
        onCancel={onClose}
        footer={
          <Space>
            <Button onClick={() => setDialog('password')}>{t('header.user.changePassword')}</Button>
            <Button onClick={() => setDialog('logins')}>{t('header.user.recentLogins')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('header.user.close')}
            </Button>
          </Space>
        }
      >
        {body}
      </Modal>
      <ChangePasswordModal
        open={open && dialog === 'password'}
        onCancel={() => setDialog(null)}
        onPasswordChanged={() => {
          setDialog(null);
          onPasswordChanged();
        }}
      />
      <RecentLoginsModal open={open && dialog === 'logins'} onClose={() => setDialog(null)} />
    </>
  );
}
