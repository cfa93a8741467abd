import type { AppFeedbackApi } from '@onsite/ui';
import type { TFunction } from 'i18next';

/** antd's message, notification and modal APIs as `useAppFeedback()` gives them (themed, localized). */
export type FeedbackApi = AppFeedbackApi;

/** What code outside React (the api client's hooks, route loaders) needs to talk to the person. */
export interface Feedback {
  api: FeedbackApi;
  /** Translates a key of the console namespace in the current language. */
  t: TFunction<'console'>;
}

type Task = (feedback: Feedback) => void;

let current: Feedback | null = null;
const queue: Task[] = [];

/**
 * Runs a task with antd's feedback APIs. Loaders may run before the first render: their tasks
 * wait until `FeedbackBridge` has mounted, then run in order.
 */
export function withFeedback(task: Task): void {
  if (current) task(current);
  else queue.push(task);
}

/** Called by `FeedbackBridge` when it mounts (and with null when it unmounts). */
export function connectFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (!feedback) return;
  for (const task of queue.splice(0)) task(feedback);
}
