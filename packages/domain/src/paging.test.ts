import { describe, expect, it } from 'vitest';
import { normalizePaging, stepBackPage } from './paging';

describe('stepBackPage (spec 000 §4.5)', () => {
  it('steps back one page when a page past the first comes back empty', () => {
    expect(stepBackPage(2, 0)).toBe(1);
    expect(stepBackPage(5, 0)).toBe(4);
  });

  it('stays on the first page and on pages with rows', () => {
    expect(stepBackPage(1, 0)).toBeNull();
    expect(stepBackPage(3, 1)).toBeNull();
    expect(stepBackPage(0, 0)).toBeNull();
  });

  it('reads numeric strings and answers null for other values', () => {
    expect(stepBackPage('3' as unknown as number, '0' as unknown as number)).toBe(2);
    expect(stepBackPage(Number.NaN, 0)).toBeNull();
    expect(stepBackPage(2, undefined as unknown as number)).toBeNull();
    expect(stepBackPage(2.5, 0)).toBeNull();
  });
});

describe('normalizePaging (spec 000 §9)', () => {
  it('keeps positive integers and defaults to page 1 of 10 rows', () => {
    expect(normalizePaging({ pageNum: 3, pageSize: 20 })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(normalizePaging({ pageNum: '2', pageSize: '50' })).toEqual({ pageNum: 2, pageSize: 50 });
    expect(normalizePaging({ pageNum: 0, pageSize: -1 })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalizePaging(undefined)).toEqual({ pageNum: 1, pageSize: 10 });
  });
});
