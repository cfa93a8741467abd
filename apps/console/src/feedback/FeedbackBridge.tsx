import { useAppFeedback } from '@onsite/ui';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connectFeedback } from './feedback';

/** Hands antd's `App` APIs and the console's translator to code outside React; renders nothing. */
export function FeedbackBridge() {
  const api = useAppFeedback();
  const { t } = useTranslation('console');
  useEffect(() => {
    connectFeedback({ api, t });
    return () => connectFeedback(null);
  }, [api, t]);
  return null;
}
