import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../query/serverMessage';

/** The success toasts of spec 001 §8. */
export type SuccessToast =
  | 'saveSuccess'
  | 'enableSuccess'
  | 'disableSuccess'
  | 'deleteSuccess'
  | 'uploadSuccess';

/**
 * Runs an action and tells the person how it went (spec 001 §8): the success text, or the server's
 * msg when it refused (code ≠ 0), or 系统错误，请稍后再试 when the call failed otherwise.
 * Resolves true on success, false on failure; never rejects.
 */
export function useFeedback() {
  const { t } = useTranslation('ui');
  const { message } = App.useApp();
  return useCallback(
    async (action: () => unknown, success: SuccessToast): Promise<boolean> => {
      try {
        await action();
        void message.success(t(`enterpriseInfo.toast.${success}`));
        return true;
      } catch (error) {
        void message.error(serverMessageOf(error) ?? t('enterpriseInfo.toast.systemError'));
        return false;
      }
    },
    [message, t],
  );
}
