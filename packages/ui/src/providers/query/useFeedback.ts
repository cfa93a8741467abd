import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../feedback';
import { serverMessageOf } from './serverMessage';

export type SuccessText =
  | 'saveSuccess'
  | 'disableSuccess'
  | 'enableSuccess'
  | 'deleteSuccess'
  | 'uploadSuccess';

export interface Feedback {
  /** Shows one of the spec's success texts (spec 001 §8). */
  success: (text: SuccessText) => void;
  /** Shows the server's msg for a refusal, else 系统错误，请稍后再试 (spec 001 §8). */
  failure: (error: unknown) => void;
  /** Shows a client-side validation message as an error toast. */
  invalid: (text: string) => void;
}

/** The toasts of the dialog's actions, through the feedback APIs OnsiteProvider gives. */
export function useFeedback(): Feedback {
  const { message } = useAppFeedback();
  const { t } = useTranslation('ui');
  return useMemo(
    () => ({
      success: (text) => void message.success(t(`enterprise.feedback.${text}`)),
      failure: (error) => void message.error(serverMessageOf(error) ?? t('enterprise.feedback.systemError')),
      invalid: (text) => void message.error(text),
    }),
    [message, t],
  );
}

/**
 * Runs an action with the spec's feedback: the success text when it resolves, the server's msg or
 * the system error when it fails. Resolves to whether it succeeded; never rejects.
 */
export async function withFeedback(
  feedback: Feedback,
  action: () => Promise<unknown>,
  successText: SuccessText,
): Promise<boolean> {
  try {
    await action();
    feedback.success(successText);
    return true;
  } catch (error) {
    feedback.failure(error);
    return false;
  }
}
