import { describe, expect, it } from 'vitest';
import {
  BANKS,
  BREAKPOINTS,
  CHUNK_LOAD_TIMEOUT_MS,
  CONTRACT_FILE_ACCEPT,
  CONTRACT_FILE_EXTENSIONS,
  DATE_FORMAT,
  DATETIME_FORMAT,
  DEFAULT_PAGE_NUM,
  DEFAULT_PAGE_SIZE,
  ENTERPRISE_DIALOG_WIDTH,
  HEADER_HIDE_THRESHOLD_PX,
  LIVE_PING_INTERVAL_MS,
  LIVE_RECONNECT_DELAY_MS,
  MAX_BARCODE_PICTURES,
  MAX_RETURN_ADDRESSES,
  MAX_SEND_REQUIREMENTS,
  PAY_IDENTIFICATION_HIDDEN,
  PRIMARY_COLOR,
  REGISTER_TIME_FORMAT,
  REQUEST_TIMEOUT_MS,
  ROLE_ADD_DUTY_TECHNICIAN,
  SEND_REQUIREMENT_MAX_LENGTH,
  SIDE_MENU_WIDTH,
  SUPER_USER_ID,
  TOKEN_STORAGE_KEY,
  TOKEN_TTL_MS,
  TOPUP_PAY_TIMEOUT_MS,
  TOPUP_PRESET_AMOUNTS,
} from './constants';

describe('constants of spec 000 §9 and 001 §9', () => {
  it('stores the token under Access-Token for 12 hours (D2)', () => {
    expect(TOKEN_STORAGE_KEY).toBe('Access-Token');
    expect(TOKEN_TTL_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('uses the spec time-outs and live-channel timings', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(300_000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(LIVE_PING_INTERVAL_MS).toBe(30_000);
    expect(LIVE_RECONNECT_DELAY_MS).toBe(500);
    expect(TOPUP_PAY_TIMEOUT_MS).toBe(1_800_000);
  });

  it('pages 10 rows from page 1 and formats dates as the spec says', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_PAGE_NUM).toBe(1);
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATETIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(REGISTER_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm');
  });

  it('offers exactly the eight preset top-up amounts in order', () => {
    expect(TOPUP_PRESET_AMOUNTS).toEqual([200, 400, 600, 800, 1000, 1500, 2000, 3000]);
  });

  it('lists 25 distinct bank names, the six big state banks first', () => {
    expect(BANKS).toHaveLength(25);
    expect(new Set(BANKS).size).toBe(25);
    expect(BANKS.slice(0, 6)).toEqual([
      '中国工商银行',
      '中国农业银行',
      '中国银行',
      '中国建设银行',
      '交通银行',
      '中国邮政储蓄银行',
    ]);
    for (const bank of BANKS) expect(bank).toMatch(/银行$/);
  });

  it('accepts the seven contract extensions, also as an accept attribute', () => {
    expect([...CONTRACT_FILE_EXTENSIONS].sort()).toEqual([
      'doc',
      'docx',
      'pdf',
      'ppt',
      'pptx',
      'xls',
      'xlsx',
    ]);
    expect(CONTRACT_FILE_ACCEPT).toBe('.doc,.docx,.xls,.ppt,.pptx,.xlsx,.pdf');
  });

  it('keeps the enterprise dialog limits', () => {
    expect(MAX_RETURN_ADDRESSES).toBe(5);
    expect(MAX_SEND_REQUIREMENTS).toBe(5);
    expect(SEND_REQUIREMENT_MAX_LENGTH).toBe(20);
    expect(MAX_BARCODE_PICTURES).toBe(3);
    expect(ENTERPRISE_DIALOG_WIDTH).toBe(1350);
  });

  it('keeps the layout values', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, xl: 1200 });
    expect(SIDE_MENU_WIDTH).toBe('15%');
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(300);
    expect(PRIMARY_COLOR).toBe('#1890FF');
  });

  it('names the special user, role and flag values', () => {
    expect(SUPER_USER_ID).toBe(1);
    expect(ROLE_ADD_DUTY_TECHNICIAN).toBe(29);
    expect(PAY_IDENTIFICATION_HIDDEN).toBe(9);
  });
});
