import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';

/** A result page (catalogue keys `success`, `fail`): antd's Result with our texts, home and back. */
function ResultPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useAreaTexts(dashboardsTexts);
  const navigate = useNavigate();
  return (
    <Result
      status={outcome === 'success' ? 'success' : 'error'}
      title={t(outcome === 'success' ? 'result.successTitle' : 'result.failTitle')}
      subTitle={t(outcome === 'success' ? 'result.successSubTitle' : 'result.failSubTitle')}
      extra={[
        <Button key="home" type="primary" onClick={() => void navigate('/')}>
          {t('result.home')}
        </Button>,
        <Button key="back" onClick={() => void navigate(-1)}>
          {t('result.back')}
        </Button>,
      ]}
    />
  );
}

/** 成功 (catalogue key `success`). */
export function SuccessScreen() {
  return <ResultPage outcome="success" />;
}

/** 失败 (catalogue key `fail`). */
export function FailScreen() {
  return <ResultPage outcome="fail" />;
}
