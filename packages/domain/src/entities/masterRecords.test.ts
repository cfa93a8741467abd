import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  contractPeriodProblem,
  daysFrom,
  isIdCardHolderName,
  isMasterContractFile,
  masterContractStateOf,
} from './masterRecords';

describe('master contracts (D54)', () => {
  const today = '2025-03-15';
  const contract = (startDate: string, endDate: string, signed = true, terminated = false) =>
    masterContractStateOf({ startDate, endDate, signed, terminated }, today);

  it('derives the state on a day: terminated, expired, awaiting signature, not yet in force, in force', () => {
    expect(contract('2025-01-01', '2025-12-31', true, true)).toBe('terminated');
    expect(contract('2024-01-01', '2025-03-14', false)).toBe('expired');
    expect(contract('2025-01-01', '2025-12-31', false)).toBe('pending');
    expect(contract('2025-03-16', '2026-03-15')).toBe('upcoming');
    expect(contract('2025-03-15', '2025-03-16')).toBe('active');
    expect(contract('2024-03-16', '2025-03-15')).toBe('active');
  });

  it('checks a period: real days, the end after the start, at most five years, not over', () => {
    expect(contractPeriodProblem('2025-02-29', '2025-12-31', today)).toBe('startInvalid');
    expect(contractPeriodProblem('2025-03-15', '2025-3-16', today)).toBe('endInvalid');
    expect(contractPeriodProblem('2025-03-15', '2025-03-15', today)).toBe('endNotAfterStart');
    expect(contractPeriodProblem('2025-03-15', '2030-03-16', today)).toBe('tooLong');
    expect(contractPeriodProblem('2025-03-15', '2030-03-15', today)).toBeNull();
    expect(contractPeriodProblem('2024-01-01', '2025-03-14', today)).toBe('endPassed');
  });

  it('counts and moves days across months, years and 29 February', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysFrom('2025-03-15', '2025-04-04')).toBe(20);
    expect(daysFrom('2025-03-15', '2025-03-14')).toBe(-1);
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('takes a PDF or a picture as the signed copy', () => {
    expect(isMasterContractFile('uploads/enterprise/x.PDF')).toBe(true);
    expect(isMasterContractFile('uploads/enterprise/x.jpeg')).toBe(true);
    expect(isMasterContractFile('uploads/enterprise/x.gif')).toBe(false);
    expect(isMasterContractFile('pdf')).toBe(false);
  });
});

describe('ID card holder names (D54)', () => {
  it('takes 2–30 Chinese characters or letters with · or spaces inside', () => {
    for (const name of ['郭建国', '买买提·艾力', 'Li Wei', '王五'])
      expect(isIdCardHolderName(name), name).toBe(true);
    for (const name of ['郭', '曹1', '·张三', '张三·', '', 'A'.repeat(31)])
      expect(isIdCardHolderName(name), name).toBe(false);
  });
});
