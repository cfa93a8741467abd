import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../providers/query/serverMessage';

export interface LoadFailureProps {
  /** What could not be loaded, e.g. 字典数据加载失败. */
  title: ReactNode;
  /** The failure; the server's msg is shown when it sent one, else 系统错误，请稍后再试. */
  error: unknown;
  /** Loads again. */
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
}

/** A part of a screen that failed to load, with a retry; the rest of the screen stays usable. */
export function LoadFailure({ title, error, onRetry, retrying = false }: LoadFailureProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={serverMessageOf(error) ?? t('widgets.common.systemError')}
      action={
        <Button size="small" autoInsertSpace={false} onClick={onRetry} loading={retrying}>
          {t('widgets.common.retry')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
