import { type Locale, SOURCE_LOCALE } from '@onsite/domain';
import { enUS } from './messages/en-US';
import { ptBR } from './messages/pt-BR';
import { type Catalogue, type MessageId, ZH_CN } from './messages/zh-CN';
import { zhTW } from './messages/zh-TW';

export type { Catalogue, MessageId } from './messages/zh-CN';

/** The translations of the server's messages (D30); zh-CN is the source and answers verbatim. */
export const CATALOGUES: Readonly<Record<Exclude<Locale, 'zh-CN'>, Catalogue>> = {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};

/** The names of a message's placeholders, e.g. `'id'` of `'订单 {id} 不存在'`. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A value of a placeholder: a number or a text shown as they are (data: a name, a path), or a message. */
export type MessageParam = string | number | Message;

/**
 * A message built from parts (a validation failure: its part, field and rule), for the texts whose
 * zh-CN form alone would be ambiguous to read back.
 */
export interface Message {
  readonly id: MessageId;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

type ParamsOf<K extends MessageId> = [PlaceholdersOf<K>] extends [never]
  ? []
  : [params: Readonly<Record<PlaceholdersOf<K>, MessageParam>>];

/** A message with its placeholders' values, typed by the catalogue. */
export function message<K extends MessageId>(id: K, ...params: ParamsOf<K>): Message {
  return params[0] === undefined ? { id } : { id, params: params[0] };
}

/** Ids only composed from parts (never read back from a text: they would match almost anything). */
const COMPOSED_ONLY: ReadonlySet<MessageId> = new Set<MessageId>([
  '{part} {field} {reason}',
  '{label}（{path}）',
  '{left}或{right}',
]);

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  id: MessageId;
  names: string[];
  pattern: RegExp;
}

/**
 * The parameterised messages as patterns that read a zh-CN text back, the most specific first (the
 * most literal characters): `订单 5 不存在` is `订单 {id} 不存在` before it is `{what}不存在`.
 */
const TEMPLATES: readonly Template[] = ZH_CN.filter((id) => id.includes('{') && !COMPOSED_ONLY.has(id))
  .map((id) => {
    const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    const literals = id.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const pattern = new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`, 's');
    return { id, names, pattern, weight: literals.join('').length };
  })
  .sort((a, b) => b.weight - a.weight || a.names.length - b.names.length);

/** The longest text read back through the templates: it bounds the regular expressions' work on data-laden texts. */
const LONGEST_READ_BACK = 600;

const EXACT: ReadonlySet<string> = new Set(ZH_CN.filter((id) => !id.includes('{')));

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/** A zh-CN text in the catalogue's language: a message as a whole, or a template with its values (recursively). */
function translateText(text: string, catalogue: Catalogue): string {
  const trimmed = text.trim();
  if (trimmed === '') return text;
  const lead = text.slice(0, text.indexOf(trimmed));
  const trail = text.slice(lead.length + trimmed.length);
  if (EXACT.has(trimmed)) return `${lead}${catalogue[trimmed as MessageId]}${trail}`;
  // No message is this long: a text that is mostly data is not read back (bounded matching work).
  if (trimmed.length > LONGEST_READ_BACK) return text;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(trimmed);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, index) => {
      values[name] = translateText(match[index + 1] ?? '', catalogue).trim();
    });
    return `${lead}${fill(catalogue[template.id], values)}${trail}`;
  }
  // Not a message of the catalogue: data (a name, an id), shown as it is.
  return text;
}

function renderIn(entry: Message, catalogue: Catalogue | null): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.params ?? {})) {
    values[name] = typeof value === 'object' ? renderIn(value, catalogue) : String(value);
  }
  return fill(catalogue ? catalogue[entry.id] : entry.id, values);
}

/**
 * The text of a message for the caller (D30): zh-CN answers the source text byte for byte; another
 * language answers the catalogue's text. A zh-CN text is read back through the catalogue (exactly,
 * else as a template whose values are translated when they are messages themselves); a text the
 * catalogue does not know stays as it is.
 */
export function localize(text: string | Message, locale: Locale): string {
  const catalogue = locale === SOURCE_LOCALE ? null : CATALOGUES[locale as Exclude<Locale, 'zh-CN'>];
  if (typeof text !== 'string') return renderIn(text, catalogue);
  return catalogue ? translateText(text, catalogue) : text;
}
