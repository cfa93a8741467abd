import { ReloadOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CaptchaImageProps {
  /** The image's object URL; null before the first image arrived. */
  src: string | null;
  failed: boolean;
  loading: boolean;
  /** Asks for a new image. */
  onRefresh: () => void;
}

/** The captcha image; a click asks for a new one. */
export function CaptchaImage({ src, failed, loading, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  return (
    <Button
      onClick={onRefresh}
      aria-label={t('login.captchaImage')}
      title={t('login.captchaRefresh')}
      loading={loading && !src}
      style={{ width: 120, height: 40, padding: 0, overflow: 'hidden', background: token.colorBgContainer }}
    >
      {failed ? (
        <span style={{ fontSize: 12, whiteSpace: 'normal' }}>
          <ReloadOutlined /> {t('login.captchaFailed')}
        </span>
      ) : (
        src && <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      )}
    </Button>
  );
}
