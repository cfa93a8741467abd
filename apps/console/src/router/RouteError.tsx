import { HOME_PATH } from '@onsite/domain';
import { ExceptionPage } from '@onsite/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk';

/** A chunk that failed to load: a retry (loads it again), never a blank page (spec 000 §8). */
function ChunkFailed() {
  const { t } = useTranslation('console');
  const revalidator = useRevalidator();
  return (
    <Result
      status="warning"
      title={t('screens.chunkFailedTitle')}
      subTitle={t('screens.chunkFailedText')}
      extra={[
        <Button
          key="retry"
          type="primary"
          loading={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          {t('screens.retry')}
        </Button>,
        <Button key="reload" onClick={() => window.location.reload()}>
          {t('screens.reload')}
        </Button>,
      ]}
    />
  );
}

/** The error boundary of the routes: a retry for a chunk, 404 for an unknown route, 500 otherwise. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isChunkLoadError(error)) return <ChunkFailed />;
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  if (status === 500) console.error(error);
  return <ExceptionPage status={status} onBackHome={() => navigate(HOME_PATH)} />;
}
