/** Every leaf of a catalogue as a dotted key. */
export function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The value at a dotted key. */
export function valueAt(catalogue: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

/** The `{{name}}` placeholders of a text, sorted. */
export function placeholdersOf(text: unknown): string[] {
  return (
    String(text)
      .match(/\{\{\w+\}\}/g)
      ?.sort() ?? []
  );
}

/**
 * What is wrong with a catalogue against the zh-CN reference (D1): missing or extra keys, empty
 * texts, placeholders that differ. Empty when it has exactly the reference's shape.
 */
export function shapeProblems(reference: object, catalogue: object): string[] {
  const expected = keysOf(reference);
  const actual = keysOf(catalogue);
  const problems = [
    ...expected.filter((key) => !actual.includes(key)).map((key) => `missing ${key}`),
    ...actual.filter((key) => !expected.includes(key)).map((key) => `extra ${key}`),
  ];
  for (const key of expected.filter((candidate) => actual.includes(candidate))) {
    const value = valueAt(catalogue, key);
    if (typeof value !== 'string' || value.trim() === '') problems.push(`empty ${key}`);
    else if (placeholdersOf(value).join() !== placeholdersOf(valueAt(reference, key)).join())
      problems.push(`placeholders of ${key}`);
  }
  return problems;
}
