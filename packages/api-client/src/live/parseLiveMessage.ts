import type { LiveMessage } from '@onsite/domain';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function orderId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d*$/.test(value)) return Number(value);
  return null;
}

/**
 * Parses a text frame of the live channel into a {@link LiveMessage}; null for anything that is
 * not a JSON object with a numeric or string `type` (malformed frames, the server's `pong`).
 * Types 1–3 may arrive as numbers or numeric strings; anything else becomes `'other'`.
 */
export function parseLiveMessage(frame: unknown): LiveMessage | null {
  if (typeof frame !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const sourceType = raw.type;
  if (typeof sourceType !== 'number' && typeof sourceType !== 'string') return null;
  const fields = {
    title: text(raw.title),
    text: text(raw.text),
    remark: text(raw.remark),
    count: count(raw.count),
    orderId: orderId(raw.orderId),
    // D64: the server marks an alert its recipient chose not to hear spoken.
    ...(raw.silent === true ? { silent: true as const } : {}),
  };
  const numeric =
    typeof sourceType === 'string' && /^\d+$/.test(sourceType) ? Number(sourceType) : sourceType;
  if (numeric === 1 || numeric === 2 || numeric === 3) return { type: numeric, ...fields };
  return { type: 'other', sourceType, ...fields };
}
