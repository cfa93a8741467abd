import { toList } from './coerce';
import { MAX_SEND_REQUIREMENTS, SEND_REQUIREMENT_MAX_LENGTH } from './constants';

/** Cuts a text to at most `max` characters, counting code points so no character is split. */
function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join('') : text;
}

/**
 * Spec 001 §5: each requirement trimmed and cut to 20 characters, empty ones dropped, at most 5
 * (the first five are kept). Entries that are not strings are dropped.
 */
export function normalizeSendRequirements(list: readonly string[]): string[] {
  const result: string[] = [];
  for (const item of toList(list)) {
    if (result.length >= MAX_SEND_REQUIREMENTS) break;
    if (typeof item !== 'string') continue;
    const text = truncate(item.trim(), SEND_REQUIREMENT_MAX_LENGTH).trim();
    if (text !== '') result.push(text);
  }
  return result;
}

/** Whether another requirement row may be added: at most 5 (spec 001 §5). */
export function canAddSendRequirement(list: readonly string[]): boolean {
  return toList(list).length < MAX_SEND_REQUIREMENTS;
}
