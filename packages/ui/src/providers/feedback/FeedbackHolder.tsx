import { App } from 'antd';
import { useEffect } from 'react';
import type { AppFeedbackApi } from './lazyFeedback';

function Bridge({ onReady }: { onReady: (api: AppFeedbackApi | null) => void }) {
  const api = App.useApp();
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return null;
}

/**
 * antd's `App` with its message, notification and modal holders: a chunk of its own, loaded when the
 * first message, notification or dialog is asked for.
 */
export default function FeedbackHolder({ onReady }: { onReady: (api: AppFeedbackApi | null) => void }) {
  return (
    <App component={false}>
      <Bridge onReady={onReady} />
    </App>
  );
}
