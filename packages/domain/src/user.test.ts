import { describe, expect, it } from 'vitest';
import {
  hasRole,
  normalizeDeptId,
  normalizeUserType,
  parseRoleIds,
  type RoleIdsInput,
  userInfoError,
} from './user';

describe('user fields (spec 000 §3)', () => {
  it('reads roleIds from a comma list or an array, without repeats or junk', () => {
    expect(parseRoleIds('1, 29,3')).toEqual([1, 29, 3]);
    expect(parseRoleIds([29, '2', 29])).toEqual([29, 2]);
    expect(parseRoleIds('1,,x,2.5')).toEqual([1]);
    expect(parseRoleIds(29)).toEqual([29]);
    expect(parseRoleIds(null)).toEqual([]);
    expect(parseRoleIds({} as unknown as RoleIdsInput)).toEqual([]);
  });

  it('finds a role in any of those forms', () => {
    expect(hasRole('1,29', 29)).toBe(true);
    expect(hasRole(['29'], 29)).toBe(true);
    expect(hasRole('129', 29)).toBe(false);
  });

  it('compares user types and departments whatever their wire type', () => {
    expect(normalizeUserType(22)).toBe('22');
    expect(normalizeUserType(' 00 ')).toBe('00');
    expect(normalizeUserType(null)).toBe('');
    expect(normalizeDeptId('103')).toBe(103);
    expect(normalizeDeptId('abc')).toBeNull();
  });

  it('refuses user info without roleIds (spec 000 §5)', () => {
    expect(userInfoError({ roleIds: '1' })).toBeNull();
    expect(userInfoError({ roleIds: '' })).toBe('session.userInfoFailed');
    expect(userInfoError({ roleIds: [] })).toBe('session.userInfoFailed');
    expect(userInfoError({})).toBe('session.userInfoFailed');
    expect(userInfoError(null)).toBe('session.userInfoFailed');
  });
});
