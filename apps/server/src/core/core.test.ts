import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { Where } from './paging';
import { formatTime, parseTime, rangeEnd, rangeStart } from './time';

describe('server time (UTC+8 text)', () => {
  it('formats and parses China Standard Time whatever the host zone', () => {
    const instant = Date.UTC(2025, 0, 31, 16, 30, 5);
    expect(formatTime(instant)).toBe('2025-02-01 00:30:05');
    expect(parseTime('2025-02-01 00:30:05')).toBe(instant);
    expect(rangeStart('2025-02-01')).toBe('2025-02-01 00:00:00');
    expect(rangeEnd('2025-02-01')).toBe('2025-02-01 23:59:59');
    expect(rangeEnd('2025-02-01 08:15')).toBe('2025-02-01 08:15:59');
  });
});

describe('the WHERE builder of the lists', () => {
  it('skips missing filters and escapes LIKE wildcards', () => {
    const where = new Where()
      .equals('a', undefined)
      .contains('b', '50%_off')
      .startsWith('c', '139')
      .between('d', '2025-01-01', undefined);
    expect(where.toSql()).toBe("WHERE b LIKE ? ESCAPE '\\' AND c LIKE ? ESCAPE '\\' AND d >= ?");
    expect(where.params).toEqual(['%50\\%\\_off%', '139%', '2025-01-01 00:00:00']);
    expect(new Where().contains('x', '   ').toSql()).toBe('');
  });
});

describe('configuration (D14)', () => {
  it('reads the environment', () => {
    const config = readConfig(
      { PORT: '9001', ONSITE_DATA_DIR: '/tmp/onsite-x', ONSITE_CAPTCHA: 'off', ONSITE_SMS_CODE: '1234' },
      ['--simulate'],
    );
    expect(config).toMatchObject({
      port: 9001,
      dataDir: '/tmp/onsite-x',
      databasePath: '/tmp/onsite-x/onsite.sqlite',
      captcha: 'off',
      fixedSmsCode: '1234',
      simulate: true,
    });
    expect(readConfig({}, [])).toMatchObject({
      port: 8000,
      captcha: 'on',
      fixedSmsCode: null,
      simulate: false,
    });
    expect(() => readConfig({ PORT: 'x' }, [])).toThrow(/PORT/);
  });

  it('keeps the data folder untouched with ONSITE_DB=:memory:', () => {
    const config = readConfig({ ONSITE_DB: ':memory:' }, []);
    expect(config.databasePath).toBe(':memory:');
    expect(config.dataDir).toMatch(/onsite-memory-\d+$/);
  });
});
