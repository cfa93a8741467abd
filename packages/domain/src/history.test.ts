import { describe, expect, it } from 'vitest';
import { type HistoryRowInput, historyTimeRange, parseHistoryContent } from './history';

describe('parseHistoryContent (spec 001 §3)', () => {
  it('shows dataType 0 as plain text', () => {
    expect(parseHistoryContent({ dataType: 0, operateContent: '新增企业' })).toEqual({
      kind: 'text',
      text: '新增企业',
    });
  });

  it('reads dataType 1 as a list of label, old value and new value', () => {
    const content = JSON.stringify([
      { label: '企业名称', oldValue: '旧', newValue: '新' },
      { label: '星级', oldValue: 3, newValue: null },
    ]);
    expect(parseHistoryContent({ dataType: '1', operateContent: content })).toEqual({
      kind: 'changes',
      changes: [
        { label: '企业名称', oldValue: '旧', newValue: '新' },
        { label: '星级', oldValue: '3', newValue: '' },
      ],
    });
  });

  it('reads a list the server already parsed', () => {
    expect(
      parseHistoryContent({ dataType: 1, operateContent: [{ label: 'a', oldValue: '1', newValue: '2' }] }),
    ).toEqual({
      kind: 'changes',
      changes: [{ label: 'a', oldValue: '1', newValue: '2' }],
    });
  });

  it('keeps the field key a newer row names, and drops one that is not a text', () => {
    const content = JSON.stringify([
      { label: '结算周期', oldValue: '单结', newValue: '月结', field: 'enterpriseSettlementType' },
      { label: '备注', oldValue: '', newValue: 'x', field: 7 },
    ]);
    expect(parseHistoryContent({ dataType: 1, operateContent: content })).toEqual({
      kind: 'changes',
      changes: [
        { label: '结算周期', oldValue: '单结', newValue: '月结', field: 'enterpriseSettlementType' },
        { label: '备注', oldValue: '', newValue: 'x' },
      ],
    });
  });

  it('falls back to the raw text for malformed JSON or the wrong shape', () => {
    for (const content of [
      '{not json',
      '{"label":"a"}',
      '[1,2]',
      '[{"oldValue":"1"}]',
      '[{"label":"a","newValue":{}}]',
      'null',
    ]) {
      expect(parseHistoryContent({ dataType: 1, operateContent: content })).toEqual({
        kind: 'text',
        text: content,
      });
    }
  });

  it('answers empty text for missing rows and contents that are not text', () => {
    expect(parseHistoryContent(undefined)).toEqual({ kind: 'text', text: '' });
    expect(parseHistoryContent({ dataType: 0, operateContent: { a: 1 } })).toEqual({
      kind: 'text',
      text: '',
    });
    expect(parseHistoryContent({ dataType: 1, operateContent: { a: 1 } })).toEqual({
      kind: 'text',
      text: '',
    });
    expect(parseHistoryContent({ dataType: 7, operateContent: 12 } as HistoryRowInput)).toEqual({
      kind: 'text',
      text: '12',
    });
  });

  it('keeps an empty change list as changes', () => {
    expect(parseHistoryContent({ dataType: 1, operateContent: '[]' })).toEqual({
      kind: 'changes',
      changes: [],
    });
  });
});

describe('historyTimeRange (spec 001 §9)', () => {
  it('runs from 00:00:00 of the first day through 23:59:59 of the last', () => {
    expect(historyTimeRange(['2024-01-01', '2024-01-31'])).toEqual({
      startTime: '2024-01-01 00:00:00',
      endTime: '2024-01-31 23:59:59',
    });
  });

  it('gives null for missing or malformed dates', () => {
    expect(historyTimeRange(null)).toEqual({ startTime: null, endTime: null });
    expect(historyTimeRange(['2024-1-1', '2024-01-31'])).toEqual({
      startTime: null,
      endTime: '2024-01-31 23:59:59',
    });
  });
});
