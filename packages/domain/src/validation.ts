import { isRecord, toText } from './coerce';
import { CONTRACT_FILE_EXTENSIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

// Spec 000 §5: 8–64 characters with a letter, a digit and an English special character. Only
// printable ASCII without spaces is accepted, so "special" means ASCII punctuation.
const PASSWORD_CHARACTERS = /^[\x21-\x7e]+$/;
const LETTER = /[A-Za-z]/;
const DIGIT = /\d/;
const SPECIAL = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

/** Spec 000 §5: 8–64 characters containing a letter, a digit and a special character. */
export function isValidPassword(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return false;
  return PASSWORD_CHARACTERS.test(value) && LETTER.test(value) && DIGIT.test(value) && SPECIAL.test(value);
}

export const PASSWORD_MESSAGES = [
  'password.oldRequired',
  'password.newRequired',
  'password.rule',
  'password.confirmRequired',
  'password.mismatch',
] as const;
export type PasswordMessage = (typeof PASSWORD_MESSAGES)[number];

export interface ChangePasswordInput {
  oldPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/**
 * The change-password form of spec 000 §5, checked in field order; the first failure wins:
 * 请输入原密码! · 请输入新密码! · the password rule · 请重新输入新密码! · 两次密码不一致!
 */
export function validateChangePassword(form: ChangePasswordInput | null | undefined): PasswordMessage | null {
  const values = isRecord(form) ? form : {};
  const oldPassword = toText(values.oldPassword);
  const newPassword = toText(values.newPassword);
  const confirmPassword = toText(values.confirmPassword);
  if (oldPassword === '') return 'password.oldRequired';
  if (newPassword === '') return 'password.newRequired';
  if (!isValidPassword(newPassword)) return 'password.rule';
  if (confirmPassword === '') return 'password.confirmRequired';
  if (confirmPassword !== newPassword) return 'password.mismatch';
  return null;
}

const MOBILE = /^1[3-9]\d{9}$/;

/** Spec 001 §9: 11 digits, starting with 1, second digit 3–9. Not trimmed: the form trims. */
export function isMobile(value: string): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}

/** The extension after the last dot, lower-cased; '' when there is no name before it or no dot. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

/** Spec 001 §5: a contract must be doc, docx, xls, ppt, pptx, xlsx or pdf, in any letter case. */
export function isAllowedContractFile(fileName: string): boolean {
  if (typeof fileName !== 'string') return false;
  const extension = extensionOf(fileName);
  return (CONTRACT_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

export const CONTRACT_FILE_MESSAGES = ['contract.fileTypeUnsupported'] as const;
export type ContractFileMessage = (typeof CONTRACT_FILE_MESSAGES)[number];

/** The upload message of spec 001 §5 (上传文件格式不支持!), or null when the file is allowed. */
export function contractFileError(fileName: string): ContractFileMessage | null {
  return isAllowedContractFile(fileName) ? null : 'contract.fileTypeUnsupported';
}
