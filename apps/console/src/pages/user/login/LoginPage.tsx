import { Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AccountLoginForm } from './AccountLoginForm';
import { FirstPasswordChange } from './firstPasswordChange';
import { PhoneLoginForm } from './PhoneLoginForm';

/** /user/login: sign in by account or by phone, with the links to register and recover. */
export default function LoginPage() {
  const { t } = useTranslation('console');
  const { search } = useLocation();
  return (
    <>
      <Tabs
        centered
        destroyOnHidden
        items={[
          { key: 'account', label: t('login.tabAccount'), children: <AccountLoginForm /> },
          { key: 'phone', label: t('login.tabPhone'), children: <PhoneLoginForm /> },
        ]}
      />
      <div
        style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginTop: 16 }}
      >
        <Space size="middle" wrap>
          <Link to="/user/register">{t('login.registerEnterprise')}</Link>
          <Link to="/user/userRegister">{t('login.registerEmployee')}</Link>
        </Space>
        <Link to={{ pathname: '/user/recover', search }}>{t('login.forgot')}</Link>
      </div>
      <FirstPasswordChange />
    </>
  );
}
