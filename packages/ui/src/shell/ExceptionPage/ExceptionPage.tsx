import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The failure pages of the catalogue (spec 000 §2.2). */
export const EXCEPTION_STATUSES = [403, 404, 500] as const;
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

const TEXT_KEYS: Record<ExceptionStatus, string> = {
  403: 'widgets.exception.forbidden',
  404: 'widgets.exception.notFound',
  500: 'widgets.exception.serverError',
};

export interface ExceptionPageProps {
  /** Which failure: 403 无权访问, 404 页面不存在或仍在开发中, 500 服务器出错了. */
  status: ExceptionStatus;
  /** Called when the back-to-home button is pressed; the app navigates. */
  onBackHome: () => void;
}

/** A failure page with its code, its text and a back-to-home button (spec 000 §2.2, D12). */
export function ExceptionPage({ status, onBackHome }: ExceptionPageProps) {
  const { t } = useTranslation('ui');
  return (
    <Result
      status={status}
      title={<h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{status}</h1>}
      subTitle={t(TEXT_KEYS[status])}
      extra={
        <Button type="primary" onClick={onBackHome}>
          {t('widgets.exception.backHome')}
        </Button>
      }
    />
  );
}
