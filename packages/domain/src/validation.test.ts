import { describe, expect, it } from 'vitest';
import {
  contractFileError,
  isAllowedContractFile,
  isMobile,
  isValidPassword,
  validateChangePassword,
} from './validation';

/** A valid password of exactly `length` characters: letter, digit and special character included. */
function passwordOf(length: number): string {
  return `a1!${'b'.repeat(length - 3)}`;
}

describe('isValidPassword (spec 000 §5)', () => {
  it('accepts 8 and 64 characters, rejects 7 and 65', () => {
    expect(isValidPassword(passwordOf(7))).toBe(false);
    expect(isValidPassword(passwordOf(8))).toBe(true);
    expect(isValidPassword(passwordOf(64))).toBe(true);
    expect(isValidPassword(passwordOf(65))).toBe(false);
  });

  it('needs a letter, a digit and a special character', () => {
    expect(isValidPassword('abcdefg!')).toBe(false);
    expect(isValidPassword('1234567!')).toBe(false);
    expect(isValidPassword('abcd1234')).toBe(false);
    expect(isValidPassword('abcd123!')).toBe(true);
    expect(isValidPassword('ABCD123_')).toBe(true);
    expect(isValidPassword('ab~d123x')).toBe(true);
  });

  it('rejects spaces and characters outside printable ASCII', () => {
    expect(isValidPassword('abcd 123!')).toBe(false);
    expect(isValidPassword('密码abcd123!')).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidPassword(undefined as unknown as string)).toBe(false);
    expect(isValidPassword(12345678 as unknown as string)).toBe(false);
  });
});

describe('validateChangePassword (spec 000 §5)', () => {
  const valid = { oldPassword: 'old', newPassword: 'abcd123!', confirmPassword: 'abcd123!' };

  it('passes a complete form', () => {
    expect(validateChangePassword(valid)).toBeNull();
  });

  it('reports the first failure in field order', () => {
    expect(validateChangePassword({})).toBe('password.oldRequired');
    expect(validateChangePassword({ ...valid, newPassword: '' })).toBe('password.newRequired');
    expect(validateChangePassword({ ...valid, newPassword: 'abcdefgh' })).toBe('password.rule');
    expect(validateChangePassword({ ...valid, confirmPassword: '' })).toBe('password.confirmRequired');
    expect(validateChangePassword({ ...valid, confirmPassword: 'abcd123?' })).toBe('password.mismatch');
  });

  it('treats a missing form or wrong field types as empty', () => {
    expect(validateChangePassword(null)).toBe('password.oldRequired');
    expect(validateChangePassword({ ...valid, oldPassword: {} })).toBe('password.oldRequired');
  });
});

describe('isMobile (spec 001 §9)', () => {
  it('accepts 11 digits starting 1 with a second digit 3 to 9', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('13012345678')).toBe(true);
  });

  it('rejects a second digit 2 (or 0, 1), other lengths and other first digits', () => {
    expect(isMobile('12812345678')).toBe(false);
    expect(isMobile('11812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false);
    expect(isMobile('138123456789')).toBe(false);
    expect(isMobile('23812345678')).toBe(false);
    expect(isMobile('1381234567a')).toBe(false);
  });

  it('does not trim and rejects values that are not strings', () => {
    expect(isMobile(' 13812345678')).toBe(false);
    expect(isMobile(13812345678 as unknown as string)).toBe(false);
    expect(isMobile(null as unknown as string)).toBe(false);
  });
});

describe('isAllowedContractFile (spec 001 §5)', () => {
  it.each(['a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx', 'a.pdf', '合同.v2.PDF', 'B.DocX'])(
    'accepts %s',
    (name) => {
      expect(isAllowedContractFile(name)).toBe(true);
      expect(contractFileError(name)).toBeNull();
    },
  );

  it.each(['a.txt', 'a.pdf.exe', 'pdf', '.pdf', 'a.', 'a.csv', ''])('rejects %s', (name) => {
    expect(isAllowedContractFile(name)).toBe(false);
    expect(contractFileError(name)).toBe('contract.fileTypeUnsupported');
  });

  it('rejects names that are not strings', () => {
    expect(isAllowedContractFile(undefined as unknown as string)).toBe(false);
    expect(isAllowedContractFile({ name: 'a.pdf' } as unknown as string)).toBe(false);
  });
});
