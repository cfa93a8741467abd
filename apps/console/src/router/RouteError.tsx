import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk';
import { PageLoading } from './PageLoading';

/**
 * A chunk that failed to load: a retry (loads it again), never a blank page (spec 000 §8). Drawn
 * from what the entry already holds (no antd Result): it must show when no chunk can be loaded, and
 * antd's Result with its pictures stays out of the login page's bytes (issue 19).
 */
function ChunkFailed() {
  const { t } = useTranslation('console');
  const revalidator = useRevalidator();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <ExclamationCircleFilled style={{ fontSize: 72, color: token.colorWarning }} aria-hidden />
      <h2 style={{ margin: '24px 0 8px', color: token.colorTextHeading, fontSize: 24, fontWeight: 400 }}>
        {t('screens.chunkFailedTitle')}
      </h2>
      <p style={{ margin: 0, color: token.colorTextDescription }}>{t('screens.chunkFailedText')}</p>
      <div style={{ marginTop: 24, display: 'inline-flex', gap: 8 }}>
        <Button
          type="primary"
          loading={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          {t('screens.retry')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('screens.reload')}</Button>
      </div>
    </div>
  );
}

// The 404 and 500 pages load when shown; if even that fails, the chunk failure above says so.
const exceptionScreen = (name: 'NotFound' | 'ServerError') =>
  lazy(() =>
    import('../screens/exception/ExceptionScreens').then(
      (module) => ({ default: module[name] }),
      () => ({ default: ChunkFailed }),
    ),
  );
const NotFound = exceptionScreen('NotFound');
const ServerError = exceptionScreen('ServerError');

/** The error boundary of the routes: a retry for a chunk, 404 for an unknown route, 500 otherwise. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkFailed />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <Suspense fallback={<PageLoading />}>{notFound ? <NotFound /> : <ServerError />}</Suspense>;
}
