import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_PATH, showsProductBrand } from '@onsite/domain';
import { LanguageSwitch, NoticeBell } from '@onsite/ui';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brandOf } from '../config/brands';
import { logout } from '../session/logout';
import { useSessionStore } from '../stores/sessionStore';

/**
 * The header's menu area (spec 000 §2.3, §2.4): language switch, notice bell, and the user's
 * menu with 退出登录. The header dialogs (account, top-up, downloads, …) belong to issue 8.
 */
export function HeaderMenu() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  // Spec 000 §3: without an avatar a default image shows, a different one for user type 1.
  const defaultAvatar = showsProductBrand(user?.userType) ? brandOf('product', t).logo : <UserOutlined />;
  const signOut = async () => {
    await logout();
    void navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <>
      <LanguageSwitch />
      <NoticeBell />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true }],
          onClick: ({ key }) => {
            if (key === 'logout') void signOut();
          },
        }}
      >
        <Button
          type="text"
          aria-label={t('header.userMenu')}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
        >
          <Avatar size="small" icon={defaultAvatar} src={user?.avatar || undefined} />
          <span>{user?.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </>
  );
}
