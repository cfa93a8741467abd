import { LOCALES } from '@onsite/ui';
import { describe, expect, it } from 'vitest';
import type { AreaTexts } from './areaTexts';
import { shapeProblems } from './catalogueShape';

/** Every area's texts (apps/console/src/screens/<area>/texts/index.ts), found as Vite finds them. */
const modules = import.meta.glob<Record<string, unknown>>('../screens/**/texts/index.ts', { eager: true });

const areas: AreaTexts[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(
    (value): value is AreaTexts =>
      typeof value === 'object' && value !== null && 'namespace' in value && 'catalogues' in value,
  ),
);

describe('the screen areas’ texts (D1)', () => {
  it('names what differs from the reference: missing, extra, empty, placeholders', () => {
    expect(
      shapeProblems({ a: '共 {{n}} 项', b: '是', c: { d: '否' } }, { a: 'all', c: { d: ' ' }, e: 'x' }),
    ).toEqual(['missing b', 'extra e', 'placeholders of a', 'empty c.d']);
  });

  it('finds the areas, each in a namespace of its own', () => {
    expect(areas.length).toBeGreaterThan(0);
    const namespaces = areas.map((area) => area.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(namespaces).not.toContain('console');
    expect(namespaces).not.toContain('ui');
  });

  it.each(areas.flatMap((area) => LOCALES.map((locale) => [area.namespace, locale] as const)))(
    '%s in %s has exactly the zh-CN keys, non-empty, with the same placeholders',
    (namespace, locale) => {
      const area = areas.find((candidate) => candidate.namespace === namespace) as AreaTexts;
      expect(shapeProblems(area.catalogues['zh-CN'], area.catalogues[locale])).toEqual([]);
    },
  );
});
