import { isApiError } from '@onsite/api-client';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../providers/query/serverMessage';

/** Why the enterprise itself could not be loaded. */
export type EnterpriseUnavailableReason = 'notFound' | 'forbidden' | 'failed';

/**
 * 404 (an envelope with code 404, or the bare status): the enterprise does not exist; 401 and 403:
 * the user may not see it; anything else (network, time-out, another refusal) may pass on retry.
 */
export function unavailableReasonOf(error: unknown): EnterpriseUnavailableReason {
  if (!isApiError(error)) return 'failed';
  if (error.httpStatus === 404 || error.code === 404) return 'notFound';
  if (error.kind === 'forbidden' || error.kind === 'unauthorized') return 'forbidden';
  return 'failed';
}

export interface EnterpriseUnavailableProps {
  /** Why the enterprise could not be loaded (an `ApiError` of the details call). */
  error: unknown;
  /** Loads the enterprise again; offered only when asking again may help (not for 403 or 404). */
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
}

/**
 * The one failure state of the enterprise details (issue 15, item 9): the enterprise does not
 * exist, the user may not see it, or it could not be loaded (with 重试). It replaces all tabs, so
 * no section shows the same error and nothing actionable (提交, 上传合同) is offered. It needs no
 * Modal: a page showing the same tabs uses it too.
 */
export function EnterpriseUnavailable({ error, onRetry, retrying = false }: EnterpriseUnavailableProps) {
  const { t } = useTranslation('ui');
  const reason = unavailableReasonOf(error);
  const text = (key: string) => t(`enterprise.dialog.unavailable.${key}`);
  if (reason === 'notFound') {
    return (
      <div role="alert">
        <Result status="404" title={text('notFound')} subTitle={text('notFoundHint')} />
      </div>
    );
  }
  if (reason === 'forbidden') {
    return (
      <div role="alert">
        <Result
          status="403"
          title={text('forbidden')}
          subTitle={serverMessageOf(error) ?? text('forbiddenHint')}
        />
      </div>
    );
  }
  return (
    <div role="alert">
      <Result
        status="error"
        title={text('failed')}
        subTitle={serverMessageOf(error) ?? t('widgets.common.systemError')}
        extra={
          <Button type="primary" autoInsertSpace={false} loading={retrying} onClick={onRetry}>
            {t('widgets.common.retry')}
          </Button>
        }
      />
    </div>
  );
}
