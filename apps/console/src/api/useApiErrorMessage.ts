import { useAppFeedback } from '@onsite/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './apiErrorText';

/** Shows a failed call as spec 000 §8 says, at the call site: `catch (error) { showError(error) }`. */
export function useApiErrorMessage(): (error: unknown) => void {
  const { message } = useAppFeedback();
  const { t } = useTranslation('console');
  return useCallback(
    (error: unknown) => {
      const text = apiErrorText(error, t);
      if (text !== null) void message.error(text);
    },
    [message, t],
  );
}
