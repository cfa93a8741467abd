import { afterEach, beforeEach } from 'vitest';

/**
 * A React or antd warning is a failure (issue 13): whatever a story prints through console.error or
 * console.warn while it renders and plays fails that story at its end, with the messages. A story
 * that provokes a message on purpose silences it itself (`spyOn(console, 'warn')` in its beforeEach).
 *
 * Not counted: React's messages about the test harness's `act` scopes. Storybook's React renderer
 * turns `IS_REACT_ACT_ENVIRONMENT` off while testing-library waits (findBy, waitFor) and on around
 * each event, so antd's animation frames and MSW answers landing in between are reported as
 * "not wrapped in act" or "environment not configured to support act". They describe how the
 * harness wraps updates, not a component: a real browser has no act at all.
 */
const HARNESS_ACT_MESSAGES = [
  'The current testing environment is not configured to support act(...)',
  'inside a test was not wrapped in act(...)',
  'A component suspended inside an `act` scope',
];
const printed: string[] = [];
const original = { error: console.error, warn: console.warn };

function text(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : safeJson(arg)))
    .join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  printed.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = text(args);
      // The harness's messages are neither counted nor printed: they buried the run's own output.
      if (HARNESS_ACT_MESSAGES.some((harness) => message.includes(harness))) return;
      printed.push(`console.${level}: ${message}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (printed.length > 0) {
    const messages = printed.splice(0);
    throw new Error(`The story printed ${messages.length} warning(s) or error(s):\n${messages.join('\n')}`);
  }
});
