import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isRegisterResultState } from './registerResult';

/** /user/register-result: the outcome of a registration, with the way to sign in. */
export default function RegisterResultPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { state } = useLocation();
  const toLogin = (
    <Button key="login" type="primary" onClick={() => void navigate('/user/login')}>
      {t('form.backToLogin')}
    </Button>
  );
  if (!isRegisterResultState(state)) {
    return (
      <Result
        status="info"
        title={t('registerResult.noneTitle')}
        subTitle={t('registerResult.noneText')}
        extra={[
          toLogin,
          <Button key="register" onClick={() => void navigate('/user/register')}>
            {t('registerResult.goRegister')}
          </Button>,
        ]}
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('registerResult.title')}
      subTitle={t(`registerResult.${state.kind}`, { name: state.name, phone: state.phone })}
      extra={[toLogin]}
    />
  );
}
