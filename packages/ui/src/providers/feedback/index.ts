export { AppFeedbackProvider, preloadAppFeedback, useAppFeedback } from './AppFeedbackProvider';
export type { AppFeedbackApi } from './lazyFeedback';
