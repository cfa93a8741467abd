import { connectFeedback, type FeedbackApi } from '../feedback/feedback';
import { CONSOLE_CATALOGUES } from '../i18n';

/** What the console told the person, recorded instead of shown (code outside React talks through this port). */
export interface Told {
  kind: 'message' | 'notification' | 'modal';
  level: string;
  texts: string[];
}

function zhCN(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      CONSOLE_CATALOGUES['zh-CN'],
    );
  return typeof value === 'string' ? value : key;
}

/** Connects a recording feedback port (zh-CN texts) and returns what it records. */
export function recordFeedback(): Told[] {
  const told: Told[] = [];
  const record = (kind: Told['kind'], level: string) => (input: unknown) => {
    const values = typeof input === 'object' && input !== null ? Object.values(input) : [input];
    told.push({ kind, level, texts: values.filter((value): value is string => typeof value === 'string') });
    return undefined;
  };
  const levels = ['success', 'error', 'info', 'warning', 'open'] as const;
  const group = (kind: Told['kind']) =>
    Object.fromEntries(levels.map((level) => [level, record(kind, level)]));
  const api = { message: group('message'), notification: group('notification'), modal: group('modal') };
  connectFeedback({ api: api as unknown as FeedbackApi, t: ((key: string) => zhCN(key)) as never });
  return told;
}
